import type { Publicacion } from '@plataforma/contracts';
import { read } from '../../../lib/read';

/** GET /api/publicaciones/all: every post, newest first. */
export const getPublicaciones = (context: unknown, signal: AbortSignal) => read<Publicacion[]>(context, '/publicaciones/all', { signal });
