import type { Evento } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useSaveToList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { multipart, uploadProgress } from '../../../lib/upload';
import { eventosQuery } from './get-eventos';
import { EVENTOS_MSG } from './messages';

export interface EventoPayload {
  titulo: string;
  descripcion: string;
  /** Midnight UTC of the chosen day (spec-notes §5). */
  fecha: string;
  /** Sent only when present. */
  lugar?: string;
  imagen: File | null;
}

/** POST /api/eventos (multipart: titulo, descripcion, fecha, lugar?, imagen?). */
export const createEvento = ({ imagen, ...fields }: EventoPayload, onPercent?: (percent: number) => void): Promise<Evento> =>
  request(() => api.post<Evento>('/eventos', multipart(fields, 'imagen', imagen), uploadProgress(onPercent)), {
    fallback: EVENTOS_MSG.crear,
  });

/** PUT /api/eventos/:id (multipart, only the non-empty fields). */
export const updateEvento = (id: number, { imagen, ...fields }: EventoPayload, onPercent?: (percent: number) => void): Promise<Evento> =>
  request(() => api.put<Evento>(`/eventos/${id}`, multipart(fields, 'imagen', imagen), uploadProgress(onPercent)), {
    fallback: EVENTOS_MSG.actualizar,
  });

/** Creates (no `evento`) or updates one, then applies the list rules to the cached list. */
export const useSaveEvento = (evento?: Evento) => useSaveToList(eventosQuery.queryKey, evento, createEvento, updateEvento);
