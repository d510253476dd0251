import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { IMAGENES_MSG } from './messages';

/** DELETE /api/imagenes/:id (its file goes too). */
export const deleteImagen = (id: number) =>
  request(() => api.delete<{ message: string }>(`/imagenes/${id}`), { fallback: IMAGENES_MSG.eliminar });
