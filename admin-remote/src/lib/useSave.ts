import { useState } from 'react';

/**
 * The submit states of an admin modal (SPEC §4): saving flag, upload percentage and the error shown
 * inside the modal. `run` resolves true when the call succeeded, so the modal can reset and close;
 * on failure the modal stays open with the message.
 */
export function useSave() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const run = async (call: (onPercent: (percent: number) => void) => Promise<void>): Promise<boolean> => {
    setError(null);
    setSaving(true);
    try {
      await call(setProgress);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return { error, setError, saving, progress, run, clearError: () => setError(null) };
}
