import { loaderGet } from '@plataforma/shared-auth';
import type { Asistencia, Evento, Inscrito } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';

/** GET /api/eventos/:id: the event whose registrants the screen lists. */
export const getEvento = (context: unknown, id: string, signal: AbortSignal) => loaderGet<Evento>(context, `/eventos/${id}`, { signal });

/** GET /api/eventos/:id/inscripciones: its registrants, in sign-up order. */
export const getInscritos = (context: unknown, id: string, signal: AbortSignal) => loaderGet<Inscrito[]>(context, `/eventos/${id}/inscripciones`, { signal });

/** The CSV download of the same list ('Exportar CSV'), without `/api`. */
export const inscritosCsvPath = (id: number) => `/eventos/${id}/inscripciones?format=csv`;

/** POST /api/eventos/:id/inscripciones/:userId/asistencia ('Marcar asistencia'): the Asistencia, new or already there. */
export const marcarAsistencia = async (eventoId: number, userId: number): Promise<Asistencia> =>
  (await api.post<Asistencia>(`/eventos/${eventoId}/inscripciones/${userId}/asistencia`)).data;

/** DELETE the same ('Desmarcar asistencia'): the member's Asistencia for the event goes; the server's confirmation. */
export const desmarcarAsistencia = async (eventoId: number, userId: number): Promise<string> =>
  (await api.delete<{ message: string }>(`/eventos/${eventoId}/inscripciones/${userId}/asistencia`)).data.message;

/** The action's 'marcar' or 'desmarcar' of member `userId` at event `eventoId`, with the confirmation naming them. */
export const asistenciaAction = (intent: 'marcar' | 'desmarcar', eventoId: number, userId: number, nombre: string) =>
  intent === 'marcar'
    ? runWrite(() => marcarAsistencia(eventoId, userId), 'No se pudo registrar la asistencia.', () => `Asistencia registrada: ${nombre}.`)
    : runWrite(() => desmarcarAsistencia(eventoId, userId), 'No se pudo desmarcar la asistencia.', (message) => message);
