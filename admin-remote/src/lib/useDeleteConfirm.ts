import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { WithId } from './list-cache';

/**
 * The delete flow of an admin list over its delete mutation: pick an item, confirm, delete. The
 * dialog closes either way; a failure's message stays for the screen's banner.
 */
export function useDeleteConfirm<T extends WithId>(mutation: UseMutationResult<unknown, Error, number>) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (target) mutation.mutate(target.id, { onSettled: () => setTarget(null) });
  };

  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm,
    busy: mutation.isPending,
    error: mutation.error?.message ?? null,
    dismissError: mutation.reset,
  };
}
