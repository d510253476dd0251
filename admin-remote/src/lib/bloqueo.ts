import { api } from '@plataforma/shared-auth/api';

/** The block button's label ('Bloquear usuario' / 'Desbloquear usuario'), on the moderation and users screens. */
export const bloqueoLabel = (bloqueado: boolean) => (bloqueado ? 'Desbloquear usuario' : 'Bloquear usuario');

export const BLOQUEO_MSG = {
  error: 'No se pudo cambiar el bloqueo del usuario. Intenta nuevamente.',
  bloqueado: (nombre: string) => `${nombre} ya no puede comentar, votar ni inscribirse.`,
  desbloqueado: (nombre: string) => `${nombre} puede participar otra vez.`,
} as const;

/**
 * POST (block) or DELETE (unblock) /api/users/:id/bloqueo; resolves the confirmation useAction shows.
 * A blocked member still reads and signs in; the server refuses blocking oneself or an admin.
 */
export async function setBloqueo(user: { id: number; nombre: string }, bloquear: boolean): Promise<string> {
  if (bloquear) await api.post(`/users/${user.id}/bloqueo`);
  else await api.delete(`/users/${user.id}/bloqueo`);
  return bloquear ? BLOQUEO_MSG.bloqueado(user.nombre) : BLOQUEO_MSG.desbloqueado(user.nombre);
}
