import { api } from '@plataforma/shared-auth/api';
import { useDeleteFromList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { publicacionesQuery } from './get-publicaciones';
import { PUBLICACIONES_MSG } from './messages';

/** DELETE /api/publicaciones/:id (its comments go with it). */
export const deletePublicacion = (id: number) =>
  request(() => api.delete<{ message: string }>(`/publicaciones/${id}`), { fallback: PUBLICACIONES_MSG.eliminar });

export const useDeletePublicacion = () => useDeleteFromList(publicacionesQuery.queryKey, deletePublicacion);
