import type { User } from '@plataforma/contracts';
import { platformEmail } from './email';
import type { Mail } from './mailer';

/**
 * What a member hears when an admin blocks them: the motivo, what they can still do, and a link to
 * their profile (where the block shows). Unblocking sends nothing: they can simply participate again.
 */
export const bloqueoEmail = ({ email, nombre }: Pick<User, 'email' | 'nombre'>, motivo: string, perfilPage: string): Mail =>
  platformEmail({
    to: email,
    subject: 'Tu cuenta de Plataforma Juvenil fue bloqueada',
    lines: [
      `Hola, ${nombre}:`,
      `Un administrador bloqueó tu cuenta. Motivo: ${motivo}`,
      'Puedes seguir leyendo e iniciar sesión, pero no podrás comentar, votar, reportar ni inscribirte en eventos mientras dure el bloqueo.',
    ],
    link: { href: perfilPage, label: 'Ver mi cuenta' },
  });
