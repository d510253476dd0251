import { api } from '@plataforma/shared-auth/api';
import { useDeleteFromList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { noticiasQuery } from './get-noticias';
import { NOTICIAS_MSG } from './messages';

/** DELETE /api/noticias/:id (its image file goes too). */
export const deleteNoticia = (id: number) =>
  request(() => api.delete<{ message: string }>(`/noticias/${id}`), { fallback: NOTICIAS_MSG.eliminar });

export const useDeleteNoticia = () => useDeleteFromList(noticiasQuery.queryKey, deleteNoticia);
