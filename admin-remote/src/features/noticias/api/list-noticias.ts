import type { Noticia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { NOTICIAS_MSG } from './messages';

/** GET /api/noticias/all: every news item, newest first. */
export const listNoticias = (): Promise<Noticia[]> =>
  request(() => api.get<Noticia[]>('/noticias/all'), { fallback: NOTICIAS_MSG.cargar });
