import { CSRF_FIELD, IDEMPOTENCY_FIELD } from '@plataforma/contracts';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '../errorMessage';

/** What the last write came to, as a banner shows it (`useAutoDismiss`, `Alert`). */
export interface Outcome {
  variant: 'success' | 'error';
  text: string;
}

/**
 * What a route action answers: `success` (a confirmation to show), or `error` (the Spanish reason) with
 * the fields as they were sent, so a page rendered again on the server (no JavaScript) keeps what was typed.
 */
export interface ActionResult {
  success?: string;
  error?: string;
  fields?: Record<string, string>;
  /** Anything else the page needs from the write (a two-step sign-in's token). */
  [more: string]: unknown;
}

/** A form's text fields, without its CSRF token and key and files (`formData` keeps them). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (name !== CSRF_FIELD && name !== IDEMPOTENCY_FIELD && typeof value === 'string') fields[name] = value;
  return fields;
}

/** The status of a failed API call, or 503 when no answer came (the page then says so, not a 500). */
function statusOf(failure: unknown): number {
  const status = (failure as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' && status >= 400 ? status : 503;
}

/** A write the action refuses itself (the shared schema's first issue): 400 with the fields as sent. */
export const refuse = (error: string, fields?: Record<string, string>, status = 400) => data<ActionResult>({ error, fields }, { status });

/** A refusal that also brings back what the page must keep showing (a sign-in's code step, a QR code). */
export const refusedWith = (refusal: ReturnType<typeof refuse>, more: Record<string, unknown>) =>
  data<ActionResult>({ ...refusal.data, ...more }, refusal.init ?? undefined);

/**
 * Runs an action's API call: its result, or the refusal to return (the API's status and Spanish message,
 * else `fallback`). `const done = await attempt(...); if (done instanceof Response) return done;` would not
 * work (React Router's `data()` is not a Response), hence the tagged result.
 */
export async function attempt<T>(
  write: () => Promise<T>,
  fallback: string,
  fields?: Record<string, string>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: ReturnType<typeof refuse> }> {
  try {
    return { ok: true, value: await write() };
  } catch (failure) {
    return { ok: false, refusal: refuse(getErrorMessage(failure, fallback), fields, statusOf(failure)) };
  }
}

/**
 * The one rule for reading again after a write: React Router's (every successful action), and also after
 * a 409, which says the page shows something the server no longer has (a place taken, a poll closed).
 */
export const revalidateAfterConflict = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate;

/** An action's answer as the banner `useAutoDismiss`/`Alert` show. */
export function outcomeOf(result: ActionResult | undefined): Outcome | null {
  if (result?.error) return { variant: 'error', text: result.error };
  if (result?.success) return { variant: 'success', text: result.success };
  return null;
}
