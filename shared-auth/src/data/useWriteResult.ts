import { useActionData, type FetcherWithComponents } from 'react-router-dom';
import type { ActionResult } from './actions';

/**
 * The hidden fields that say which write a form is (`intent`) and on what (`id`): a page has one action
 * for all its forms, and its answers carry them back in `fields`.
 */
export interface WriteTarget {
  intent: string;
  id?: number | string;
}

/** A write that went through: its confirmation, tagged with the form it answers (nothing typed kept). */
export const succeeded = ({ intent, id }: WriteTarget, success?: string, more: Record<string, unknown> = {}): ActionResult => ({
  ...more,
  success,
  fields: id === undefined ? { intent } : { intent, id: String(id) },
});

const answers = (result: ActionResult | undefined, { intent, id }: WriteTarget) =>
  result?.fields?.intent === intent && (id === undefined || result.fields.id === String(id));

/**
 * The answer to one form of a page: its fetcher's (a write in place, with JavaScript), else the page's
 * action data when it answers this form (a navigating form's, or the page rendered again after a post
 * without JavaScript). `fetcher` is null for a form that navigates.
 */
export function useWriteResult(fetcher: FetcherWithComponents<unknown> | null, target: WriteTarget): ActionResult | undefined {
  const page = useActionData() as ActionResult | undefined;
  const own = fetcher?.data as ActionResult | undefined;
  if (answers(own, target)) return own;
  return answers(page, target) ? page : undefined;
}
