import { asistenciaUpdateSchema, firstIssue, type Asistencia, type AsistenciaUpdate } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { ASISTENCIAS_MSG } from './messages';
import { withId } from './withId';

/** PATCH /api/asistencias/:id as JSON (only the fields sent change): the saved record (an answer without an id is an error). */
export const updateAsistencia = async (id: number, changes: AsistenciaUpdate): Promise<Asistencia> =>
  withId((await api.patch<Asistencia>(`/asistencias/${id}`, changes)).data);

/** The action's 'editar': the changed fields, each checked with the create rules, sent as typed. */
export async function editarAsistencia(id: number, changed: Record<string, unknown>) {
  const parsed = asistenciaUpdateSchema.safeParse(changed);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  return runWrite(() => updateAsistencia(id, changed as AsistenciaUpdate), ASISTENCIAS_MSG.actualizar, () => ASISTENCIAS_MSG.actualizada);
}
