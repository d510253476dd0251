import { api } from '@plataforma/shared-auth/api';

/** DELETE /api/eventos/:id (its image file goes too). */
export const deleteEvento = async (id: number): Promise<void> => {
  await api.delete(`/eventos/${id}`);
};
