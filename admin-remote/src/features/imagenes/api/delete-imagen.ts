import { api } from '@plataforma/shared-auth/api';

/** DELETE /api/imagenes/:id (its file goes too). */
export const deleteImagen = async (id: number): Promise<void> => {
  await api.delete(`/imagenes/${id}`);
};
