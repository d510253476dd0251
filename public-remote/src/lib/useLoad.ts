import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `fetcher` on mount and on `reload()`; the page renders loading / error / data from the result.
 * With `initial` (the data the server rendered) the page is ready at once and fetches nothing until
 * `reload()`. (The shell mounts a page anew for each URL, so a new item id is a new mount.)
 */
export function useLoad<T>(fetcher: () => Promise<T>, initial?: T): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>(initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial });
  const [round, setRound] = useState(initial === undefined ? 1 : 0);

  // Pages pass a new fetcher on every render: the latest one is kept aside so only `round` restarts the load.
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  useEffect(() => {
    if (round === 0) return;
    let live = true;
    latestFetcher.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
