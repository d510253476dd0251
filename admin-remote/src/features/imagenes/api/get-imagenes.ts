import type { Imagen } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { IMAGENES_MSG } from './messages';

/** GET /api/imagenes: the carousel images, newest first. */
export const getImagenes = (signal?: AbortSignal): Promise<Imagen[]> =>
  request(() => api.get<Imagen[]>('/imagenes', { signal }), { fallback: IMAGENES_MSG.cargar });

export const imagenesQuery = queryOptions({ queryKey: ['imagenes'], queryFn: ({ signal }) => getImagenes(signal) });

export const useImagenes = () => useQuery(imagenesQuery);
