import type { MiInscripcion } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** GET /api/eventos/mias: the events the member signed up for ('Mis actividades'). */
export const listMisInscripciones = async () => (await api.get<MiInscripcion[]>('/eventos/mias')).data;

/** DELETE /api/eventos/:id/inscripcion: frees the member's place ('Cancelar inscripción'). */
export const cancelMiInscripcion = async (eventoId: number) => {
  await api.delete(`/eventos/${eventoId}/inscripcion`);
};
