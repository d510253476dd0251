import { loaderGet } from '@plataforma/shared-auth';
import type { Imagen } from '@plataforma/contracts';

/** GET /api/imagenes: the carousel images, newest first. */
export const getImagenes = (context: unknown, signal: AbortSignal) => loaderGet<Imagen[]>(context, '/imagenes', { signal });
