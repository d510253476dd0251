import { idParamSchema, MSG } from '@plataforma/contracts';
import { succeeded as answered, formFields, outcomeOf, refuse, type ActionResult } from '@plataforma/shared-auth';
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
