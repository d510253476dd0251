import type { CreatePublicacionInput, Publicacion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { PUBLICACIONES_MSG } from './messages';

/** POST /api/publicaciones as JSON. */
export const createPublicacion = (input: CreatePublicacionInput): Promise<Publicacion> =>
  request(() => api.post<Publicacion>('/publicaciones', input), { fallback: PUBLICACIONES_MSG.crear });
