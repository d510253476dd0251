import { useState } from 'react';

/**
 * The delete flow of an admin list: pick an item, confirm, call the API, then drop it from the list.
 * A failure closes the dialog and leaves the message for the screen's banner.
 */
export function useDeleteConfirm<T extends { id: number }>(del: (id: number) => Promise<unknown>, onDeleted: (id: number) => void) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await del(target.id);
      onDeleted(target.id);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy, error, dismissError: () => setError(null) };
}
