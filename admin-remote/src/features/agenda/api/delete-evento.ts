import { api } from '@plataforma/shared-auth/api';
import { useDeleteFromList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { eventosQuery } from './get-eventos';
import { EVENTOS_MSG } from './messages';

/** DELETE /api/eventos/:id (its image file goes too). */
export const deleteEvento = (id: number) =>
  request(() => api.delete<{ message: string }>(`/eventos/${id}`), { fallback: EVENTOS_MSG.eliminar });

export const useDeleteEvento = () => useDeleteFromList(eventosQuery.queryKey, deleteEvento);
