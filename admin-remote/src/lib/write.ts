import { IDEMPOTENCY_FIELD } from '@plataforma/contracts';
import { attempt, refuse, type ActionResult } from '@plataforma/shared-auth';
import { data } from 'react-router-dom';

/** The field of every admin write that says which of its screen's writes it is ('crear', 'eliminar'…). */
export const INTENT = 'intent';

/**
 * What an admin screen's write posted: its `intent` and `id`, the text fields (JSON or form fields) and,
 * for a write with a file, the form itself. The screens post JSON (typed values: the options of a survey,
 * an age) unless a file travels, then multipart.
 */
export interface Posted {
  intent: string;
  id: number;
  body: Record<string, unknown>;
  form: FormData | null;
  /** The write's Idempotency-Key (`useWrite`), for the API call that stores something new. */
  key: string | undefined;
}

const keyOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export async function readPosted(request: Request): Promise<Posted> {
  if (request.headers.get('Content-Type')?.includes('application/json')) {
    const { [INTENT]: intent, [IDEMPOTENCY_FIELD]: key, id, ...body } = (await request.json()) as Record<string, unknown>;
    return { intent: String(intent ?? ''), id: Number(id), body, form: null, key: keyOf(key) };
  }
  const form = await request.formData();
  const intent = String(form.get(INTENT) ?? '');
  const id = Number(form.get('id'));
  const key = keyOf(form.get(IDEMPOTENCY_FIELD));
  for (const name of [INTENT, 'id', IDEMPOTENCY_FIELD]) form.delete(name);
  const body: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === 'string') body[name] = value;
  return { intent, id, body, form, key };
}

/** A file the form carries under `name`, or null (an empty file input sends a nameless, empty file). */
export function fileOf(form: FormData | null, name: string): File | null {
  const value = form?.get(name);
  return value instanceof Blob && value.size > 0 ? (value as File) : null;
}

/**
 * Runs a screen's write: `{ success }` with the confirmation `confirm` gives (none: `{}`), or the refusal
 * with the API's status and Spanish message (else `fallback`).
 */
export async function runWrite<T>(write: () => Promise<T>, fallback: string, confirm?: (value: T) => string) {
  const result = await attempt(write, fallback);
  if (!result.ok) return result.refusal;
  return (confirm ? { success: confirm(result.value) } : {}) satisfies ActionResult;
}

/**
 * Runs a write on one item another admin may have removed or decided first (a delete, a moderation or
 * affiliation decision, an attendance): as `runWrite`, and its 404 or 409 reads the screen again.
 */
export async function runItemWrite<T>(write: () => Promise<T>, fallback: string, confirm?: (value: T) => string) {
  return staleAsConflict(await runWrite(write, fallback, confirm));
}

/** A write the screen does not have (a stale page posting an old intent). */
export const unknownIntent = () => refuse('Acción desconocida.');

/**
 * A write that came too late (409: someone decided first; 404: the item is gone) answers as a conflict,
 * `stale`: the screen is read again (`revalidateAfterConflict`) and its dialog closes (`useWrite`).
 */
function staleAsConflict<R extends object>(result: R | ReturnType<typeof refuse>) {
  const status = 'init' in result ? result.init?.status : undefined;
  if (!('data' in result) || (status !== 409 && status !== 404)) return result;
  return data<ActionResult>({ ...result.data, stale: true }, { status: 409 });
}
