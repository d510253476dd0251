import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { PUBLICACIONES_MSG } from './messages';

/** DELETE /api/publicaciones/:id (its comments go with it). */
export const deletePublicacion = (id: number) =>
  request(() => api.delete<{ message: string }>(`/publicaciones/${id}`), { fallback: PUBLICACIONES_MSG.eliminar });
