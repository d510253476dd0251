import type { Imagen } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';

export interface ImagenPayload {
  titulo: string;
  /** '' clears it on edit. */
  descripcion: string;
  file: File | null;
}

/**
 * POST /api/imagenes (multipart: titulo, descripcion?, file), or with an `id` PUT /api/imagenes/:id
 * (the file optional): the saved image. `onPercent` follows the upload.
 */
export async function saveImagen(id: number | undefined, { file, ...fields }: ImagenPayload, onPercent: (percent: number) => void): Promise<Imagen> {
  const body = multipart(fields, 'file', file);
  const options = uploadProgress(onPercent);
  const { data } = id === undefined ? await api.post<Imagen>('/imagenes', body, options) : await api.put<Imagen>(`/imagenes/${id}`, body, options);
  return data;
}
