import { api } from '@plataforma/shared-auth/api';

/** DELETE /api/noticias/:id (its image file goes too). */
export const deleteNoticia = async (id: number): Promise<void> => {
  await api.delete(`/noticias/${id}`);
};
