import type { CreatePublicacionInput, Publicacion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** POST /api/publicaciones as JSON: the created post. */
export const createPublicacion = async (input: CreatePublicacionInput): Promise<Publicacion> =>
  (await api.post<Publicacion>('/publicaciones', input)).data;
