import type { Publicacion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { PUBLICACIONES_MSG } from './messages';

/** GET /api/publicaciones/all: every post, newest first. */
export const getPublicaciones = (signal?: AbortSignal): Promise<Publicacion[]> =>
  request(() => api.get<Publicacion[]>('/publicaciones/all', { signal }), { fallback: PUBLICACIONES_MSG.cargar });

export const publicacionesQuery = queryOptions({ queryKey: ['publicaciones'], queryFn: ({ signal }) => getPublicaciones(signal) });

export const usePublicaciones = () => useQuery(publicacionesQuery);
