import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password reset message: Spanish, plain text plus simple HTML with the same words. */
export function resetEmail({ to, nombre, link }: { to: string; nombre: string; link: string }): Mail {
  const lines = [
    `Hola, ${nombre}:`,
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Plataforma Juvenil.',
    'Para elegir una nueva contraseña, abre este enlace (vale por 1 hora y se puede usar una sola vez):',
  ];
  const closing = 'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.';
  const text = `${lines.join('\n\n')}\n\n${link}\n\n${closing}\n\nPlataforma Juvenil\n`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Restablecer mi contraseña</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
    '<p>Plataforma Juvenil</p></body></html>',
  ].join('\n');
  return { to, subject: 'Restablece tu contraseña de Plataforma Juvenil', text, html };
}
