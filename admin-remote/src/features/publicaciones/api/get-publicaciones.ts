import { loaderGet } from '@plataforma/shared-auth';
import type { Publicacion } from '@plataforma/contracts';

/** GET /api/publicaciones/all: every post, newest first. */
export const getPublicaciones = (context: unknown, signal: AbortSignal) => loaderGet<Publicacion[]>(context, '/publicaciones/all', { signal });
