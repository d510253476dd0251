import { api } from '@plataforma/shared-auth/api';
import { useDeleteFromList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { encuestasQuery } from './get-encuestas';
import { ENCUESTAS_MSG } from './messages';

/** DELETE /api/encuestas/:id (its votes go with it). */
export const deleteEncuesta = (id: number) =>
  request(() => api.delete<{ message: string }>(`/encuestas/${id}`), { fallback: ENCUESTAS_MSG.eliminar });

export const useDeleteEncuesta = () => useDeleteFromList(encuestasQuery.queryKey, deleteEncuesta);
