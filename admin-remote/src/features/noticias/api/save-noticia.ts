import type { Noticia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';

export interface NoticiaPayload {
  titulo: string;
  descripcion: string;
  imagen: File | null;
}

/**
 * POST /api/noticias (multipart: titulo, descripcion, imagen), or with an `id` PUT /api/noticias/:id
 * (a chosen image replaces the current one): the saved item. `onPercent` follows the upload.
 */
export async function saveNoticia(id: number | undefined, { imagen, ...fields }: NoticiaPayload, onPercent: (percent: number) => void): Promise<Noticia> {
  const body = multipart(fields, 'imagen', imagen);
  const options = uploadProgress(onPercent);
  const { data } = id === undefined ? await api.post<Noticia>('/noticias', body, options) : await api.put<Noticia>(`/noticias/${id}`, body, options);
  return data;
}
