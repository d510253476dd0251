import { firstIssue, imageFileError, MSG, noticiaInputSchema, PHOTO_FILE, type Noticia } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';
import { trackUpload } from '../../../lib/useUploadProgress';
import { runWrite } from '../../../lib/write';
import { NOTICIAS_MSG } from './messages';

export interface NoticiaPayload {
  titulo: string;
  descripcion: string;
  imagen: File | null;
}

/**
 * POST /api/noticias (multipart: titulo, descripcion, imagen), or with an `id` PUT /api/noticias/:id
 * (a chosen image replaces the current one): the saved item. `onPercent` follows the upload.
 */
export async function saveNoticia(id: number | undefined, { imagen, ...fields }: NoticiaPayload, onPercent: (percent: number) => void, key?: string): Promise<Noticia> {
  const body = multipart(fields, 'imagen', imagen);
  const options = { ...uploadProgress(onPercent), idempotencyKey: key };
  const { data } = id === undefined ? await api.post<Noticia>('/noticias', body, options) : await api.put<Noticia>(`/noticias/${id}`, body, options);
  return data;
}

/** The action's create ('crear', the image required) or edit ('editar', with `id`): checked with the API's schema, then saved. */
export async function guardarNoticia(id: number | undefined, fields: Record<string, unknown>, imagen: File | null, key?: string) {
  const parsed = noticiaInputSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const imageProblem = imageFileError(imagen, PHOTO_FILE, id === undefined ? MSG.debesSubirImagen : undefined);
  if (imageProblem) return refuse(imageProblem);
  return runWrite(
    () => trackUpload((onPercent) => saveNoticia(id, { ...parsed.data, imagen }, onPercent, key)),
    id === undefined ? NOTICIAS_MSG.crear : NOTICIAS_MSG.actualizar,
  );
}
