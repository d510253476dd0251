import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

export interface WithId {
  id: number;
}

/** Upload progress of a multipart call, as a percentage (JSON calls take no such argument). */
type OnPercent = (percent: number) => void;

// The list rules of the admin area (spec-notes §4): a created item goes first, an updated one replaces
// its id, a deleted one leaves. Applied to the cached list instead of loading it again.
export const prepend = <T>(item: T) => (list: T[] = []) => [item, ...list];
export const replace = <T extends WithId>(item: T) => (list: T[]) => list.map((old) => (old.id === item.id ? item : old));
export const remove = (id: number) => <T extends WithId>(list: T[]) => list.filter((old) => old.id !== id);

/**
 * Creates (no `editing`) or updates an item of the cached list under `queryKey`, with the upload
 * percentage of the call in `progress` while it runs.
 */
export function useSaveToList<T extends WithId, TInput>(
  queryKey: QueryKey,
  editing: T | undefined,
  create: (input: TInput, onPercent: OnPercent) => Promise<T>,
  update?: (id: number, input: TInput, onPercent: OnPercent) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => (editing && update ? update(editing.id, input, setProgress) : create(input, setProgress)),
    onSuccess: (saved) => queryClient.setQueryData<T[]>(queryKey, (list) => (editing ? list && replace(saved)(list) : prepend(saved)(list))),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Deletes an item by id and drops it from the cached list under `queryKey`. */
export function useDeleteFromList(queryKey: QueryKey, del: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: del,
    onSuccess: (_answer, id) => queryClient.setQueryData<WithId[]>(queryKey, (list) => list && remove(id)(list)),
  });
}
