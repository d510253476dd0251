import type { Noticia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { NOTICIAS_MSG } from './messages';

/** GET /api/noticias/all: every news item, newest first. */
export const getNoticias = (signal?: AbortSignal): Promise<Noticia[]> =>
  request(() => api.get<Noticia[]>('/noticias/all', { signal }), { fallback: NOTICIAS_MSG.cargar });

export const noticiasQuery = queryOptions({ queryKey: ['noticias'], queryFn: ({ signal }) => getNoticias(signal) });

export const useNoticias = () => useQuery(noticiasQuery);
