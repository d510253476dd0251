import { useConfirm } from './useConfirm';
import { useWrite } from './useWrite';

/**
 * The delete flow of an admin list: pick an item, confirm, and the screen's action deletes it (intent
 * 'eliminar'; the list is then read again). The dialog closes either way; a failure's message stays
 * for the screen's banner.
 */
export function useDeleteConfirm<T extends { id: number }>() {
  const write = useWrite();
  const asked = useConfirm<T>((target) => write.submit('eliminar', { id: target.id }));
  return { ...asked, busy: write.pending, error: write.error, dismissError: write.dismiss };
}
