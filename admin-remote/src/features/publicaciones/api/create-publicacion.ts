import type { CreatePublicacionInput, Publicacion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useSaveToList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { publicacionesQuery } from './get-publicaciones';
import { PUBLICACIONES_MSG } from './messages';

/** POST /api/publicaciones as JSON. */
export const createPublicacion = (input: CreatePublicacionInput): Promise<Publicacion> =>
  request(() => api.post<Publicacion>('/publicaciones', input), { fallback: PUBLICACIONES_MSG.crear });

/** Creates one and puts it first in the cached list. */
export const useCreatePublicacion = () => useSaveToList(publicacionesQuery.queryKey, undefined, createPublicacion);
