import type { Asistencia, AsistenciaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { asistenciasQuery } from './get-asistencias';
import { ASISTENCIAS_MSG } from './messages';

/** POST /api/asistencias as JSON. */
export const createAsistencia = (input: AsistenciaInput): Promise<Asistencia> =>
  request(() => api.post<Asistencia>('/asistencias', input), { fallback: ASISTENCIAS_MSG.registrar });

/** Registers one; the list is loaded again (spec-notes §4 "Attendance form"), not patched. */
export function useCreateAsistencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsistencia,
    // Not awaited: the form confirms and resets at once while the list reloads.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: asistenciasQuery.queryKey }),
  });
}
