import { eventoInputSchema, eventoUpdateSchema, firstIssue, imageFileError, PHOTO_FILE, type Evento } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';
import { trackUpload } from '../../../lib/useUploadProgress';
import { runWrite } from '../../../lib/write';
import { EVENTOS_MSG } from './messages';

export interface EventoPayload {
  titulo: string;
  descripcion: string;
  /** The start, an ISO instant; absent on an edit that keeps it. */
  fecha?: string;
  /** The end, an ISO instant; '' means none; absent on an edit that keeps it. */
  fechaFin?: string;
  /** '' means none (an edit that clears it removes it). */
  lugar: string;
  /** Places for sign-ups as typed; '' means none. */
  cupo: string;
  imagen: File | null;
}

/**
 * POST /api/eventos (multipart: titulo, descripcion, fecha, fechaFin, lugar?, cupo, imagen?), or with an
 * `id` PUT /api/eventos/:id (only the fields present): the saved event. `onPercent` follows the upload.
 */
export async function saveEvento(id: number | undefined, { imagen, ...fields }: EventoPayload, onPercent: (percent: number) => void, key?: string): Promise<Evento> {
  const body = multipart(fields, 'imagen', imagen);
  const options = { ...uploadProgress(onPercent), idempotencyKey: key };
  const { data } = id === undefined ? await api.post<Evento>('/eventos', body, options) : await api.put<Evento>(`/eventos/${id}`, body, options);
  return data;
}

const sentText = (value: unknown) => (value === undefined ? undefined : String(value));

/**
 * The action's create ('crear') or edit ('editar', with `id`): the modal's fields with the instants it
 * worked out in Bolivia's time (`fecha`, `fechaFin`; an edit leaves out those it keeps), checked with the
 * API's schema for that write, then saved.
 */
export async function guardarEvento(id: number | undefined, fields: Record<string, unknown>, imagen: File | null, key?: string) {
  const parsed = (id === undefined ? eventoInputSchema : eventoUpdateSchema).safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const imageProblem = imageFileError(imagen, PHOTO_FILE);
  if (imageProblem) return refuse(imageProblem);
  const { titulo, descripcion, lugar } = parsed.data;
  // The place, the cupo and the end go as typed: blank means none, so clearing one on an edit removes it.
  const payload = {
    titulo: titulo ?? '',
    descripcion: descripcion ?? '',
    fecha: sentText(fields.fecha),
    fechaFin: sentText(fields.fechaFin),
    lugar: lugar ?? '',
    cupo: String(fields.cupo ?? '').trim(),
    imagen,
  };
  return runWrite(() => trackUpload((onPercent) => saveEvento(id, payload, onPercent, key)), id === undefined ? EVENTOS_MSG.crear : EVENTOS_MSG.actualizar);
}
