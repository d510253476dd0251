import { useWriteResult } from '@plataforma/shared-auth';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';

/**
 * A section's form that writes in place and empties itself once the write went through (passwords are
 * never sent back); a refused one keeps what was typed.
 */
export function useResettingWrite(intent: string) {
  const fetcher = useFetcher();
  const result = useWriteResult(fetcher, { intent });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.success) form.current?.reset();
  }, [result]);
  return { fetcher, form, result, pending: fetcher.state !== 'idle' };
}
