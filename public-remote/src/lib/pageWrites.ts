import { idParamSchema, MSG } from '@plataforma/contracts';
import { attempt, succeeded as answered, formFields, loaderApi, outcomeOf, refuse, type ActionResult } from '@plataforma/shared-auth';
import type { ActionFunction, ActionFunctionArgs } from 'react-router-dom';
import { useMemo } from 'react';

/** The form a page's action got: its text fields (CSRF token left out). */
export const sentFields = async (request: Request) => formFields(await request.formData());

/** The form's `id` as the API takes it, or null when it is not a valid id. */
export function sentId(fields: Record<string, string>): number | null {
  const parsed = idParamSchema.safeParse({ id: fields.id });
  return parsed.success ? parsed.data.id : null;
}

/** A form without a valid `id`, or with an `intent` the page does not know: a tampered post. */
export const refuseBadId = (fields: Record<string, string>) => refuse(MSG.idInvalido, fields);
export const refuseUnknownIntent = (fields: Record<string, string>) => refuse(MSG.solicitudInvalida, fields);

/** A write that went through: its confirmation, tagged with the form it answers (nothing typed kept). */
export const succeeded = (fields: Record<string, string>, success?: string) => answered({ intent: fields.intent ?? '', id: fields.id ?? '' }, success);

/** The same answer as the banner `Alert`/`useAutoDismiss` take: one object per answer, so its timer runs once. */
export const useOutcome = (result: ActionResult | undefined) => useMemo(() => outcomeOf(result), [result]);

/** 'Reenviar correo de confirmación', a form on every page that offers taking part. */
export const REENVIAR_INTENT = 'reenviar-confirmacion';

/**
 * A page's action that also answers 'Reenviar correo de confirmación', which the page shows in place of
 * its form while the member's email is unconfirmed (`ConfirmaTuCorreo`): POST /api/auth/correo/reenviar.
 */
export function withConfirmationResend(action: ActionFunction): ActionFunction {
  return async (args: ActionFunctionArgs) => {
    const fields = await sentFields(args.request.clone());
    if (fields.intent !== REENVIAR_INTENT) return action(args);
    const api = await loaderApi(args.context);
    const done = await attempt(() => api.post<{ message: string }>('/auth/correo/reenviar'), 'No se pudo reenviar el correo de confirmación.', fields);
    return done.ok ? succeeded(fields, done.value.data.message) : done.refusal;
  };
}
