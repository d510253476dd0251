import type { Publicacion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { PUBLICACIONES_MSG } from './messages';

/** GET /api/publicaciones/all: every post, newest first. */
export const listPublicaciones = (): Promise<Publicacion[]> =>
  request(() => api.get<Publicacion[]>('/publicaciones/all'), { fallback: PUBLICACIONES_MSG.cargar });
