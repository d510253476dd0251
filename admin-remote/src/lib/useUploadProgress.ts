import { useCallback, useState } from 'react';

/**
 * The upload percentage of a form's multipart write, as the form's own state: `track(upload)` hands
 * the write a listener for the client's `onUploadProgress` and clears the bar once the write settles.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback(async <R,>(upload: (onPercent: (percent: number) => void) => Promise<R>): Promise<R> => {
    try {
      return await upload(setPercent);
    } finally {
      setPercent(null);
    }
  }, []);
  return { percent, track };
}
