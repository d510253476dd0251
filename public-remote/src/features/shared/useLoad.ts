import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Runs `fetcher` on mount and on `reload()`; the page renders loading / error / data from the result. */
export function useLoad<T>(fetcher: () => Promise<T>): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    fetcher().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // Only `round` restarts the load: pages pass a module-level fetcher, stable across renders.
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/** GET `url` through the shared client (loaded on demand, as on the home page); a non-list answer is empty. */
export async function getList<T>(url: string): Promise<T[]> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.get<T[]>(url);
  return Array.isArray(data) ? data : [];
}
