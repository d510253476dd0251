import { IDEMPOTENCY_FIELD } from '@plataforma/contracts';
import { outcomeOf, type ActionResult } from '@plataforma/shared-auth';
import { newIdempotencyKey } from '@plataforma/shared-auth/api';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { INTENT } from './write';
import { writeKey } from './writeKey';

type Fields = Record<string, unknown>;

/**
 * The way an admin screen writes: `submit(intent, fields, files)` posts to its route's `action` through
 * a fetcher (JSON, or multipart when a file goes), React Router then reads the screen again
 * (`revalidateAfterConflict`). `pending` lasts until the re-read is on screen; `error`/`success` are
 * the action's answer until `dismiss()`; `onDone` runs once per successful answer (a modal closes), and
 * for a write that came too late (`stale`: the screen shows the server's state again). Each write carries
 * its key (`writeKey`), the same when the same save is sent again.
 */
export function useWrite(onDone?: (result: ActionResult) => void) {
  const fetcher = useFetcher<ActionResult>();
  const [screenKey] = useState(newIdempotencyKey);
  const settled = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [dismissed, setDismissed] = useState<ActionResult | undefined>();
  const outcome = useMemo(() => (settled === dismissed ? null : outcomeOf(settled)), [settled, dismissed]);

  // Each answer is a new object: the callback runs once for it, whatever the renders in between.
  const handled = useRef<ActionResult | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;
  // Before paint: a modal that saved is never shown again with the data read after it.
  useLayoutEffect(() => {
    if (!settled || settled === handled.current) return;
    handled.current = settled;
    if (!settled.error || settled.stale) done.current?.(settled);
  }, [settled]);

  const submit = (intent: string, fields: Fields = {}, files: Record<string, File | null> = {}) => {
    const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== null);
    const key = writeKey(screenKey, intent, fields, Object.fromEntries(chosen));
    if (chosen.length === 0) return fetcher.submit({ [INTENT]: intent, [IDEMPOTENCY_FIELD]: key, ...fields } as never, { method: 'post', encType: 'application/json' });
    const form = new FormData();
    form.set(INTENT, intent);
    form.set(IDEMPOTENCY_FIELD, key);
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(name, String(value));
    for (const [name, file] of chosen) form.set(name, file);
    return fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  return {
    submit,
    pending: fetcher.state !== 'idle',
    outcome,
    error: outcome?.variant === 'error' ? outcome.text : null,
    success: outcome?.variant === 'success' ? outcome.text : null,
    /** Hides the banner (and a closed modal's last error). */
    dismiss: () => setDismissed(settled),
  };
}
