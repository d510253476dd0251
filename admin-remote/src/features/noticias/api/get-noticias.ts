import type { Noticia } from '@plataforma/contracts';
import { read } from '../../../lib/read';

/** GET /api/noticias/all: every news item, newest first. */
export const getNoticias = (context: unknown, signal: AbortSignal) => read<Noticia[]>(context, '/noticias/all', { signal });
