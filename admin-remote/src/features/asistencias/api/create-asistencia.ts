import { asistenciaInputSchema, firstIssue, type Asistencia, type AsistenciaInput } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { ASISTENCIAS_MSG } from './messages';
import { withId } from './withId';

/** POST /api/asistencias as JSON: the registered record (an answer without an id is an error). */
export const createAsistencia = async (input: AsistenciaInput, key?: string): Promise<Asistencia> =>
  withId((await api.post<Asistencia>('/asistencias', input, { idempotencyKey: key })).data);

/** The action's 'registrar': checked with the API's schema, then registered, with its confirmation. */
export async function registrarAsistencia(fields: Record<string, unknown>, key?: string) {
  const parsed = asistenciaInputSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const input = { ...fields, fechaEvento: fields.fechaEvento || undefined } as AsistenciaInput;
  return runWrite(() => createAsistencia(input, key), ASISTENCIAS_MSG.registrar, () => ASISTENCIAS_MSG.registrada);
}
