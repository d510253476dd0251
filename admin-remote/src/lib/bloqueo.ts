import { api } from '@plataforma/shared-auth/api';

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

/**
 * POST /api/users/:id/bloqueo with the motivo (the member receives it by email); resolves the
 * confirmation useAction shows. A blocked member still reads and signs in; the server refuses
 * blocking oneself or an admin.
 */
export async function bloquear(user: Bloqueable, motivo: string): Promise<string> {
  await api.post(`/users/${user.id}/bloqueo`, { motivo });
  return BLOQUEO_MSG.bloqueado(user.nombre);
}

/** DELETE /api/users/:id/bloqueo: the member participates again. */
export async function desbloquear(user: Bloqueable): Promise<string> {
  await api.delete(`/users/${user.id}/bloqueo`);
  return BLOQUEO_MSG.desbloqueado(user.nombre);
}
