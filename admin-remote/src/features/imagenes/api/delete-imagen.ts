import { api } from '@plataforma/shared-auth/api';
import { useDeleteFromList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { imagenesQuery } from './get-imagenes';
import { IMAGENES_MSG } from './messages';

/** DELETE /api/imagenes/:id (its file goes too). */
export const deleteImagen = (id: number) =>
  request(() => api.delete<{ message: string }>(`/imagenes/${id}`), { fallback: IMAGENES_MSG.eliminar });

export const useDeleteImagen = () => useDeleteFromList(imagenesQuery.queryKey, deleteImagen);
