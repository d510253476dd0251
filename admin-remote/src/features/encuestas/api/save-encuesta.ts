import { encuestaInputSchema, firstIssue, type Encuesta, type EncuestaInput } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { ENCUESTAS_MSG } from './messages';

/** POST /api/encuestas (titulo, descripcion?, opciones), or with an `id` PUT /api/encuestas/:id with the same payload: the saved survey. */
export async function saveEncuesta(id: number | undefined, input: EncuestaInput, key?: string): Promise<Encuesta> {
  const options = { idempotencyKey: key };
  const { data } = id === undefined ? await api.post<Encuesta>('/encuestas', input, options) : await api.put<Encuesta>(`/encuestas/${id}`, input, options);
  return data;
}

/** The action's create ('crear') or edit ('editar', with `id`): checked with the API's schema, then saved. */
export async function guardarEncuesta(id: number | undefined, fields: Record<string, unknown>, key?: string) {
  const parsed = encuestaInputSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  // An empty description stays out of the payload; no closing date is sent as null (an edit removes it).
  const { descripcion, titulo, opciones } = parsed.data;
  const cierraEn = typeof fields.cierraEn === 'string' && fields.cierraEn ? fields.cierraEn : null;
  const payload = { titulo, opciones, cierraEn, ...(descripcion ? { descripcion } : {}) };
  return runWrite(() => saveEncuesta(id, payload, key), id === undefined ? ENCUESTAS_MSG.crear : ENCUESTAS_MSG.actualizar);
}
