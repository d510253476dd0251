import { useAction } from '@plataforma/shared-auth';
import { useConfirm } from './useConfirm';

/**
 * The delete flow of an admin list: pick an item, confirm, delete through `useAction` (the list is
 * then read again). The dialog closes either way; a failure's message stays for the screen's banner.
 */
export function useDeleteConfirm<T extends { id: number }>(remove: (id: number) => Promise<unknown>, fallback: string) {
  const { run, pending, error, fail } = useAction();
  const asked = useConfirm<T>((target) => run(() => remove(target.id), fallback));
  return { ...asked, busy: pending, error, dismissError: () => fail(null) };
}
