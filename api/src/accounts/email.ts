import { escapeHtml } from '@plataforma/contracts';
import type { Attachment, Mail } from './mailer';

interface Message {
  to: string;
  subject: string;
  /** Paragraphs before the link. */
  lines: string[];
  link: { href: string; label: string };
  closing?: string;
  attachments?: Attachment[];
}

/** The platform's messages: Spanish, plain text plus simple HTML with the same words, signed. */
export function platformEmail({ to, subject, lines, link, closing, attachments }: Message): Mail {
  const after = closing ? [closing] : [];
  const text = `${[...lines, link.href, ...after, 'Plataforma Juvenil'].join('\n\n')}\n`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Plataforma Juvenil</p></body></html>',
  ].join('\n');
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
