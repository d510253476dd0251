import type { Evento } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { multipart, uploadProgress } from '../../../lib/upload';

export interface EventoPayload {
  titulo: string;
  descripcion: string;
  /** The start, an ISO instant. */
  fecha: string;
  /** The end, an ISO instant; '' means none. */
  fechaFin: string;
  /** Sent only when present. */
  lugar?: string;
  /** Places for sign-ups as typed; '' means none. */
  cupo: string;
  imagen: File | null;
}

/**
 * POST /api/eventos (multipart: titulo, descripcion, fecha, fechaFin, lugar?, cupo, imagen?), or with an
 * `id` PUT /api/eventos/:id (only the fields present): the saved event. `onPercent` follows the upload.
 */
export async function saveEvento(id: number | undefined, { imagen, ...fields }: EventoPayload, onPercent: (percent: number) => void): Promise<Evento> {
  const body = multipart(fields, 'imagen', imagen);
  const options = uploadProgress(onPercent);
  const { data } = id === undefined ? await api.post<Evento>('/eventos', body, options) : await api.put<Evento>(`/eventos/${id}`, body, options);
  return data;
}
