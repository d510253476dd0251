import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { ENCUESTAS_MSG } from './messages';

/** DELETE /api/encuestas/:id (its votes go with it). */
export const deleteEncuesta = (id: number) =>
  request(() => api.delete<{ message: string }>(`/encuestas/${id}`), { fallback: ENCUESTAS_MSG.eliminar });
