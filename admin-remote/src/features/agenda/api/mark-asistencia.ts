import type { Asistencia } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { runItemWrite } from '../../../lib/write';

/** POST /api/eventos/:id/inscripciones/:userId/asistencia ('Marcar asistencia'): the Asistencia, new or already there. */
const marcarAsistencia = async (eventoId: number, userId: number): Promise<Asistencia> =>
  (await api.post<Asistencia>(`/eventos/${eventoId}/inscripciones/${userId}/asistencia`)).data;

/** DELETE the same ('Desmarcar asistencia'): the member's Asistencia for the event goes; the server's confirmation. */
const desmarcarAsistencia = async (eventoId: number, userId: number): Promise<string> =>
  (await api.delete<{ message: string }>(`/eventos/${eventoId}/inscripciones/${userId}/asistencia`)).data.message;

/** The action's 'marcar' or 'desmarcar' of member `userId` at event `eventoId`, with the confirmation naming them. */
export const asistenciaAction = (intent: 'marcar' | 'desmarcar', eventoId: number, userId: number, nombre: string) =>
  intent === 'marcar'
    ? runItemWrite(() => marcarAsistencia(eventoId, userId), 'No se pudo registrar la asistencia.', () => `Asistencia registrada: ${nombre}.`)
    : runItemWrite(() => desmarcarAsistencia(eventoId, userId), 'No se pudo desmarcar la asistencia.', (message) => message);
