import { MSG } from '@plataforma/contracts';
import { getErrorMessage } from '@plataforma/shared-auth';
import { useState } from 'react';

/** The Spanish text of a failed call: no answer, else the server's message, else the screen's default. */
export const failureText = (error: unknown, fallback: string): string => getErrorMessage(error, { fallback, network: MSG.sinConexion });

/**
 * The state of one form's submission: pending while `action` runs, then its success text or the
 * failure's Spanish message (the previous outcome is cleared on each run).
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  /** `action` resolves the success text to show, or anything else for none. */
  const run = async (action: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setPending(true);
    setError(null);
    setSuccess(null);
    try {
      const message = await action();
      if (typeof message === 'string') setSuccess(message);
      return true;
    } catch (failure) {
      setError(failureText(failure, fallback));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending, error, success, setError };
}
