import { api } from '@plataforma/shared-auth/api';

/** DELETE /api/publicaciones/:id (its comments go with it). */
export const deletePublicacion = async (id: number): Promise<void> => {
  await api.delete(`/publicaciones/${id}`);
};
