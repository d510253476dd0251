import { startTransition, useCallback, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { getErrorMessage } from '../errorMessage';

/** What the last write came to: a new object each time, so a banner shows (and times out) again. */
export interface Outcome {
  variant: 'success' | 'error';
  text: string;
}

/**
 * The one way a screen writes, in the shell and both remotes: `run(write, fallback)` calls `write`,
 * keeps `pending` and the outcome's text, and on success has React Router read the page's loaders
 * again, so the screen shows the server's data after its own write. A write that resolves a string
 * has it shown as the success text. `run` resolves the write's result, or undefined when it failed
 * (a form then stays as it was, with the failure's Spanish message: the server's, else `fallback`).
 */
export function useAction() {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = useCallback(
    async <R,>(write: () => Promise<R>, fallback: string): Promise<R | undefined> => {
      setPending(true);
      setOutcome(null);
      let result: R;
      try {
        result = await write();
      } catch (failure) {
        setOutcome({ variant: 'error', text: getErrorMessage(failure, fallback) });
        setPending(false);
        return undefined;
      }
      // An async transition (a React action): the router's own update, made while it runs, is entangled
      // with it, so the confirmation and the end of `pending` commit with the re-read data, not before it.
      await new Promise<void>((resolve) => {
        startTransition(async () => {
          await revalidate();
          startTransition(() => {
            if (typeof result === 'string') setOutcome({ variant: 'success', text: result });
            setPending(false);
          });
          resolve();
        });
      });
      return result;
    },
    [revalidate],
  );

  /** A form's own validation message (or none), shown where a failed write's would be. */
  const fail = useCallback((text: string | null) => setOutcome(text === null ? null : { variant: 'error', text }), []);

  return {
    run,
    fail,
    pending,
    outcome,
    error: outcome?.variant === 'error' ? outcome.text : null,
    success: outcome?.variant === 'success' ? outcome.text : null,
  };
}
