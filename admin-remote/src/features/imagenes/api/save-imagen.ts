import type { Imagen } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { multipart, uploadProgress } from '../../../lib/upload';
import { IMAGENES_MSG } from './messages';

export interface ImagenPayload {
  titulo: string;
  /** '' clears it on edit. */
  descripcion: string;
  file: File | null;
}

/** POST /api/imagenes (multipart: titulo, descripcion?, file). */
export const createImagen = ({ file, ...fields }: ImagenPayload, onPercent?: (percent: number) => void): Promise<Imagen> =>
  request(() => api.post<Imagen>('/imagenes', multipart(fields, 'file', file), uploadProgress(onPercent)), {
    fallback: IMAGENES_MSG.guardar,
  });

/** PUT /api/imagenes/:id (multipart, the file optional). */
export const updateImagen = (id: number, { file, ...fields }: ImagenPayload, onPercent?: (percent: number) => void): Promise<Imagen> =>
  request(() => api.put<Imagen>(`/imagenes/${id}`, multipart(fields, 'file', file), uploadProgress(onPercent)), {
    fallback: IMAGENES_MSG.actualizar,
  });
