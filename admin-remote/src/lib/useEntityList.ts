import { useCallback, useEffect, useState } from 'react';

interface WithId {
  id: number;
}

/**
 * A list of an admin screen (SPEC §4 "Lists in the admin area"): loaded once (and on `reload`), then
 * kept in step with each call: a created item goes first, an updated one replaces its id, a deleted one leaves.
 */
export function useEntityList<T extends WithId>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load()
      .then((list) => current && setItems(list))
      .catch((failure: Error) => current && setError(failure.message))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const prepend = useCallback((item: T) => setItems((list) => [item, ...list]), []);
  const replace = useCallback((item: T) => setItems((list) => list.map((old) => (old.id === item.id ? item : old))), []);
  const remove = useCallback((id: number) => setItems((list) => list.filter((old) => old.id !== id)), []);

  return { items, loading, error, setError, reload, prepend, replace, remove };
}
