import { CAROUSEL_FILE, firstIssue, imageFileError, imagenInputSchema, MSG, type Imagen } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';
import { trackUpload } from '../../../lib/useUploadProgress';
import { runWrite } from '../../../lib/write';
import { IMAGENES_MSG } from './messages';

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
export async function saveImagen(id: number | undefined, { file, ...fields }: ImagenPayload, onPercent: (percent: number) => void, key?: string): Promise<Imagen> {
  const body = multipart(fields, 'file', file);
  const options = { ...uploadProgress(onPercent), idempotencyKey: key };
  const { data } = id === undefined ? await api.post<Imagen>('/imagenes', body, options) : await api.put<Imagen>(`/imagenes/${id}`, body, options);
  return data;
}

/** The action's upload ('crear', the file required) or edit ('editar', with `id`): checked with the API's schema, then saved. */
export async function guardarImagen(id: number | undefined, fields: Record<string, unknown>, file: File | null, key?: string) {
  const parsed = imagenInputSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const fileProblem = imageFileError(file, CAROUSEL_FILE, id === undefined ? MSG.debesSubirImagen : undefined);
  if (fileProblem) return refuse(fileProblem);
  const payload = { titulo: parsed.data.titulo, descripcion: parsed.data.descripcion ?? '', file };
  return runWrite(() => trackUpload((onPercent) => saveImagen(id, payload, onPercent, key)), id === undefined ? IMAGENES_MSG.guardar : IMAGENES_MSG.actualizar);
}
