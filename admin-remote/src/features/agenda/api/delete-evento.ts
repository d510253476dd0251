import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { EVENTOS_MSG } from './messages';

/** DELETE /api/eventos/:id (its image file goes too). */
export const deleteEvento = (id: number) =>
  request(() => api.delete<{ message: string }>(`/eventos/${id}`), { fallback: EVENTOS_MSG.eliminar });
