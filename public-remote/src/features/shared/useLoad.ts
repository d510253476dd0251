import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `fetcher` on mount, when `key` changes and on `reload()`; the page renders loading / error /
 * data from the result. With `initial` (the data the server rendered) the page is ready at once and
 * nothing is fetched until `key` changes or `reload()` is called.
 */
export function useLoad<T>(fetcher: () => Promise<T>, initial?: T, key?: string): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>(initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial });
  const [round, setRound] = useState(0);
  const [loadedKey, setLoadedKey] = useState(initial === undefined ? null : key);

  useEffect(() => {
    if (round === 0 && loadedKey === key) return;
    let live = true;
    if (loadedKey !== key) setState({ status: 'loading' });
    fetcher().then(
      (data) => live && (setState({ status: 'ready', data }), setLoadedKey(key)),
      (error: unknown) => live && (setState({ status: 'error', error }), setLoadedKey(key)),
    );
    return () => {
      live = false;
    };
    // Only `round` and `key` restart the load: the fetcher is rebuilt on every render.
  }, [round, key]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
