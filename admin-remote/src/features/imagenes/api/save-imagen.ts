import type { Imagen } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useSaveToList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { multipart, uploadProgress } from '../../../lib/upload';
import { imagenesQuery } from './get-imagenes';
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

/** Creates (no `imagen`) or updates one, then applies the list rules to the cached list. */
export const useSaveImagen = (imagen?: Imagen) => useSaveToList(imagenesQuery.queryKey, imagen, createImagen, updateImagen);
