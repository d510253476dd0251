import { ATTENDANCE_LIST_SIZE, type Asistencia, type Paginated } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ASISTENCIAS_MSG } from './messages';

/** GET /api/asistencias?page=1&limit=50: the page envelope `{ data }`, or a bare array (spec-notes §7). */
export async function getAsistencias(signal?: AbortSignal): Promise<Asistencia[]> {
  const body = await request(
    () => api.get<Paginated<Asistencia> | Asistencia[]>('/asistencias', { params: { page: 1, limit: ATTENDANCE_LIST_SIZE }, signal }),
    { fallback: ASISTENCIAS_MSG.cargar },
  );
  const list = Array.isArray(body) ? body : body.data;
  if (!Array.isArray(list)) throw new Error(ASISTENCIAS_MSG.formaInesperada);
  return list;
}

export const asistenciasQuery = queryOptions({ queryKey: ['asistencias'], queryFn: ({ signal }) => getAsistencias(signal) });

export const useAsistencias = () => useQuery(asistenciasQuery);
