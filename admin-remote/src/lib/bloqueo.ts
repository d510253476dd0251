import { firstIssue, motivoSchema } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from './write';

/** The block button's label ('Bloquear usuario' / 'Desbloquear usuario'), on the moderation and users screens. */
export const bloqueoLabel = (bloqueado: boolean) => (bloqueado ? 'Desbloquear usuario' : 'Bloquear usuario');

export const BLOQUEO_MSG = {
  error: 'No se pudo cambiar el bloqueo del usuario. Intenta nuevamente.',
  bloqueado: (nombre: string) => `${nombre} ya no puede comentar, votar ni inscribirse. Le enviamos el motivo por correo.`,
  desbloqueado: (nombre: string) => `${nombre} puede participar otra vez.`,
  /** The motivo dialog's question. */
  confirmar: (nombre: string) =>
    `¿Bloquear a ${nombre}? Seguirá pudiendo leer e iniciar sesión, pero no podrá comentar, votar, reportar ni inscribirse. Recibirá el motivo por correo.`,
} as const;

export interface Bloqueable {
  id: number;
  nombre: string;
  bloqueado: boolean;
}

/** The intents of the block toggle, in the actions of the users and moderation screens. */
export const BLOQUEO_INTENTS = ['bloquear', 'desbloquear'] as const;

export const isBloqueoIntent = (intent: string): intent is (typeof BLOQUEO_INTENTS)[number] => (BLOQUEO_INTENTS as readonly string[]).includes(intent);

/**
 * The action's 'bloquear' (POST /api/users/:id/bloqueo with the motivo, checked with the API's schema;
 * the member receives it by email) or 'desbloquear' (DELETE the same: the member participates again),
 * with the confirmation naming the member. A blocked member still reads and signs in; the server refuses
 * blocking oneself or an admin.
 */
export async function bloqueoAction(intent: (typeof BLOQUEO_INTENTS)[number], id: number, fields: Record<string, unknown>) {
  const nombre = String(fields.nombre ?? '');
  if (intent === 'desbloquear') return runWrite(() => api.delete(`/users/${id}/bloqueo`), BLOQUEO_MSG.error, () => BLOQUEO_MSG.desbloqueado(nombre));
  const parsed = motivoSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  return runWrite(() => api.post(`/users/${id}/bloqueo`, { motivo: parsed.data.motivo }), BLOQUEO_MSG.error, () => BLOQUEO_MSG.bloqueado(nombre));
}
