import { idParamSchema, MSG } from '@plataforma/contracts';
import { formFields, outcomeOf, refuse, type ActionResult } from '@plataforma/shared-auth';
import { useMemo } from 'react';
import { useActionData, type FetcherWithComponents } from 'react-router-dom';

/**
 * The hidden fields that say which write a form is (`intent`) and on what (`id`): a page has one action
 * for all its forms, and a page rendered again after a post without JavaScript shows the answer beside
 * the form that was sent.
 */
export interface WriteTarget {
  intent: string;
  id?: number;
}

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
export const succeeded = (fields: Record<string, string>, success?: string): ActionResult => ({
  success,
  fields: { intent: fields.intent ?? '', id: fields.id ?? '' },
});

const answers = (result: ActionResult | undefined, { intent, id }: WriteTarget) =>
  result?.fields?.intent === intent && (id === undefined || result.fields.id === String(id));

/**
 * The answer to one form of the page: its fetcher's (a write in place, with JavaScript), else the page's
 * action data when it answers this form (the page rendered again after a post without JavaScript).
 */
export function useWriteResult(fetcher: FetcherWithComponents<unknown>, target: WriteTarget): ActionResult | undefined {
  const page = useActionData() as ActionResult | undefined;
  const own = fetcher.data as ActionResult | undefined;
  if (own && answers(own, target)) return own;
  return !own && answers(page, target) ? page : undefined;
}

/** The same answer as the banner `Alert`/`useAutoDismiss` take: one object per answer, so its timer runs once. */
export const useOutcome = (result: ActionResult | undefined) => useMemo(() => outcomeOf(result), [result]);
