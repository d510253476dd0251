import type { Noticia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { multipart, uploadProgress } from '../../../lib/upload';
import { NOTICIAS_MSG } from './messages';

export interface NoticiaPayload {
  titulo: string;
  descripcion: string;
  imagen: File | null;
}

/** POST /api/noticias (multipart: titulo, descripcion, imagen). */
export const createNoticia = ({ imagen, ...fields }: NoticiaPayload, onPercent?: (percent: number) => void): Promise<Noticia> =>
  request(() => api.post<Noticia>('/noticias', multipart(fields, 'imagen', imagen), uploadProgress(onPercent)), {
    fallback: NOTICIAS_MSG.crear,
  });

/** PUT /api/noticias/:id (multipart): a chosen image replaces the current one. */
export const updateNoticia = (id: number, { imagen, ...fields }: NoticiaPayload, onPercent?: (percent: number) => void): Promise<Noticia> =>
  request(() => api.put<Noticia>(`/noticias/${id}`, multipart(fields, 'imagen', imagen), uploadProgress(onPercent)), {
    fallback: NOTICIAS_MSG.actualizar,
  });
