import type { Noticia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useSaveToList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { multipart, uploadProgress } from '../../../lib/upload';
import { noticiasQuery } from './get-noticias';
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

/** Creates (no `noticia`) or updates one, then applies the list rules to the cached list. */
export const useSaveNoticia = (noticia?: Noticia) => useSaveToList(noticiasQuery.queryKey, noticia, createNoticia, updateNoticia);
