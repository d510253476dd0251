import { firstIssue, motivoSchema, type AfiliacionAdmin } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runItemWrite } from '../../../lib/write';
import { AFILIACIONES_TEXTS } from './messages';

/** POST /api/afiliaciones/:id/aprobar: the confirmation with the number the API gave (PJ-000001…). */
async function aprobar(id: number): Promise<string> {
  const { data } = await api.post<AfiliacionAdmin>(`/afiliaciones/${id}/aprobar`);
  return AFILIACIONES_TEXTS.aprobada(data.numero);
}

/** The decisions that need a motivo. */
export type MotivoAccion = 'rechazar' | 'revocar';

/** A decision on a request: the action's intents. */
export type Accion = 'aprobar' | MotivoAccion;

export const isAccion = (intent: string): intent is Accion => intent === 'aprobar' || intent === 'rechazar' || intent === 'revocar';

/** POST /api/afiliaciones/:id/rechazar or /revocar with the motivo: the confirmation. */
async function conMotivo(id: number, accion: MotivoAccion, motivo: string): Promise<string> {
  await api.post<AfiliacionAdmin>(`/afiliaciones/${id}/${accion}`, { motivo });
  return accion === 'rechazar' ? AFILIACIONES_TEXTS.rechazada : AFILIACIONES_TEXTS.revocada;
}

/**
 * The action's decision on request `id`: 'aprobar', or 'rechazar'/'revocar' with the motivo (checked
 * with the API's schema). One that came too late (409: another admin decided first; 404: the member
 * deleted the account) answers as a conflict, so the list is read again and shows what happened.
 */
export async function decidir(accion: Accion, id: number, fields: Record<string, unknown>) {
  if (accion === 'aprobar') return runItemWrite(() => aprobar(id), AFILIACIONES_TEXTS.accion, (text) => text);
  const parsed = motivoSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  return runItemWrite(() => conMotivo(id, accion, parsed.data.motivo), AFILIACIONES_TEXTS.accion, (text) => text);
}
