import type { Imagen } from '@plataforma/contracts';
import { read } from '../../../lib/read';

/** GET /api/imagenes: the carousel images, newest first. */
export const getImagenes = (context: unknown, signal: AbortSignal) => read<Imagen[]>(context, '/imagenes', { signal });
