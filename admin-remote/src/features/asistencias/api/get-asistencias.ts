import { ATTENDANCE_LIST_SIZE, type Asistencia, type Paginated } from '@plataforma/contracts';
import { UserFacingError, loaderGet } from '@plataforma/shared-auth';
import { ASISTENCIAS_MSG } from './messages';

/** GET /api/asistencias?page=1&limit=50: the page envelope `{ data }`, or a bare array (spec-notes §7). */
export async function getAsistencias(context: unknown, signal: AbortSignal): Promise<Asistencia[]> {
  const body = await loaderGet<Paginated<Asistencia> | Asistencia[]>(context, '/asistencias', { params: { page: 1, limit: ATTENDANCE_LIST_SIZE }, signal });
  const list = Array.isArray(body) ? body : body?.data;
  if (!Array.isArray(list)) throw new UserFacingError(ASISTENCIAS_MSG.formaInesperada);
  return list;
}
