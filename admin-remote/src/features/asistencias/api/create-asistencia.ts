import type { Asistencia, AsistenciaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** POST /api/asistencias as JSON: the registered record. */
export const createAsistencia = async (input: AsistenciaInput): Promise<Asistencia> => (await api.post<Asistencia>('/asistencias', input)).data;
