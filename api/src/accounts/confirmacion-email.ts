import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CORREO_MSG } from '@plataforma/contracts';
import { hashToken, randomToken } from '../auth/tokens';
import { httpError } from '../errors';
import { publicOrigin } from '../http/public-origin';
import { platformEmail } from './email';
import type { Mail } from './mailer';

/** How long a confirmation link lives: long enough for a mail read the next day. */
export const CONFIRMACION_TTL_HORAS = 48;
/** Confirmation mails per account and hour (the first one included): enough for a lost mail, too few to flood an inbox. */
export const CONFIRMACIONES_POR_HORA = 3;

/** The page a confirmation link opens (server-rendered, works without scripts). */
export const CONFIRMAR_CORREO_PATH = '/confirmar-correo';

/** 'Confirma tu correo': a new account's address, or the new address of an email change. */
export function confirmacionEmail({ to, nombre, link, cambio }: { to: string; nombre: string; link: string; cambio: boolean }): Mail {
  return platformEmail({
    to,
    subject: 'Confirma tu correo',
    lines: [
      `Hola, ${nombre}:`,
      cambio
        ? 'Pediste que esta dirección sea el correo de tu cuenta en Plataforma Juvenil.'
        : 'Gracias por crear tu cuenta en Plataforma Juvenil. Para comentar, votar, reportar comentarios, inscribirte en actividades y solicitar tu afiliación, confirma que este correo es tuyo.',
      `Abre este enlace (vale por ${CONFIRMACION_TTL_HORAS} horas y se puede usar una sola vez):`,
    ],
    link: { href: link, label: 'Confirmar mi correo' },
    closing: cambio ? 'Si no fuiste tú, ignora este correo: la cuenta seguirá con su correo anterior.' : 'Si no creaste esta cuenta, ignora este correo.',
  });
}

/** To the old address of an email change: who asked cannot change it unseen. */
export function cambioCorreoAvisoEmail({ to, nombre, nuevo, perfil }: { to: string; nombre: string; nuevo: string; perfil: string }): Mail {
  return platformEmail({
    to,
    subject: 'Cambio de correo en tu cuenta de Plataforma Juvenil',
    lines: [
      `Hola, ${nombre}:`,
      `Se pidió cambiar el correo de tu cuenta a ${nuevo}. El cambio se hará cuando se abra el enlace que enviamos a esa dirección.`,
      'Si no fuiste tú, cambia tu contraseña y cierra las demás sesiones desde tu perfil:',
    ],
    link: { href: perfil, label: 'Ir a mi perfil' },
  });
}

/**
 * Mails a one-use link that confirms `email` for the account (its own address, or the new one of a
 * change): 429 past CONFIRMACIONES_POR_HORA mails in the last hour.
 */
export async function sendConfirmation(app: FastifyInstance, request: FastifyRequest, user: { id: number; nombre: string }, email: string, cambio: boolean) {
  const repository = app.emailConfirmationsRepository;
  if ((await repository.countSince(user.id, new Date(Date.now() - 60 * 60 * 1000))) >= CONFIRMACIONES_POR_HORA) {
    throw httpError(429, CORREO_MSG.demasiadosReenvios);
  }
  const token = randomToken();
  await repository.create(user.id, email, hashToken(token), new Date(Date.now() + CONFIRMACION_TTL_HORAS * 60 * 60 * 1000));
  const link = `${publicOrigin(request)}${CONFIRMAR_CORREO_PATH}?token=${token}`;
  app.mailer.send(confirmacionEmail({ to: email, nombre: user.nombre, link, cambio }), `enlace para confirmar el correo: ${link}`);
}
