import type { Asistencia, AsistenciaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { ASISTENCIAS_MSG } from './messages';

/** POST /api/asistencias as JSON. */
export const createAsistencia = (input: AsistenciaInput): Promise<Asistencia> =>
  request(() => api.post<Asistencia>('/asistencias', input), { fallback: ASISTENCIAS_MSG.registrar });
