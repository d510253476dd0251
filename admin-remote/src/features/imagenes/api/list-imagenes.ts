import type { Imagen } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { IMAGENES_MSG } from './messages';

/** GET /api/imagenes: the carousel images, newest first. */
export const listImagenes = (): Promise<Imagen[]> =>
  request(() => api.get<Imagen[]>('/imagenes'), { fallback: IMAGENES_MSG.cargar });
