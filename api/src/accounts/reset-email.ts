import { platformEmail } from './email';
import type { Mail } from './mailer';

/** The password reset message. */
export function resetEmail({ to, nombre, link }: { to: string; nombre: string; link: string }): Mail {
  return platformEmail({
    to,
    subject: 'Restablece tu contraseña de Plataforma Juvenil',
    lines: [
      `Hola, ${nombre}:`,
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Plataforma Juvenil.',
      'Para elegir una nueva contraseña, abre este enlace (vale por 1 hora y se puede usar una sola vez):',
    ],
    link: { href: link, label: 'Restablecer mi contraseña' },
    closing: 'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
  });
}
