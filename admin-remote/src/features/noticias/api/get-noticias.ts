import { loaderGet } from '@plataforma/shared-auth';
import type { Noticia } from '@plataforma/contracts';

/** GET /api/noticias/all: every news item, newest first. */
export const getNoticias = (context: unknown, signal: AbortSignal) => loaderGet<Noticia[]>(context, '/noticias/all', { signal });
