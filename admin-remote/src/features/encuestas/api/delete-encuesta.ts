import { api } from '@plataforma/shared-auth/api';

/** DELETE /api/encuestas/:id (its votes go with it). */
export const deleteEncuesta = async (id: number): Promise<void> => {
  await api.delete(`/encuestas/${id}`);
};
