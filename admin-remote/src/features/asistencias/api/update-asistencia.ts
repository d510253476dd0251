import type { Asistencia, AsistenciaUpdate } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** PATCH /api/asistencias/:id as JSON (only the fields sent change): the saved record. */
export const updateAsistencia = async (id: number, changes: AsistenciaUpdate): Promise<Asistencia> =>
  (await api.patch<Asistencia>(`/asistencias/${id}`, changes)).data;
