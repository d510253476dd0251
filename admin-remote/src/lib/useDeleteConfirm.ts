import { useAction } from '@plataforma/shared-auth';
import { useState } from 'react';

/**
 * The delete flow of an admin list: pick an item, confirm, delete through `useAction` (the list is
 * then read again). The dialog closes either way; a failure's message stays for the screen's banner.
 */
export function useDeleteConfirm<T extends { id: number }>(remove: (id: number) => Promise<unknown>, fallback: string) {
  const [target, setTarget] = useState<T | null>(null);
  const { run, pending, error, fail } = useAction();

  const confirm = async () => {
    if (!target) return;
    await run(() => remove(target.id), fallback);
    setTarget(null);
  };

  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
    busy: pending,
    error,
    dismissError: () => fail(null),
  };
}
