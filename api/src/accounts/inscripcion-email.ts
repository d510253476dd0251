import { formatDateTimeSpan, type Evento } from '@plataforma/contracts';
import { eventoCalendar, eventoIcsName } from '../http/evento-calendar';
import { itemPagePath } from '../http/public-origin';
import { platformEmail } from './email';
import type { Mail } from './mailer';

/**
 * The confirmation of a sign-up: when (in Bolivia, as the event's page writes it) and where, the
 * event's calendar file (the one 'Agregar al calendario' downloads) and the link to its page.
 */
export function inscripcionEmail({ to, nombre, evento, origin }: { to: string; nombre: string; evento: Evento; origin: string }): Mail {
  const lugar = evento.lugar ? [`Lugar: ${evento.lugar}`] : [];
  return platformEmail({
    to,
    subject: `Inscripción confirmada: ${evento.titulo}`,
    lines: [
      `Hola, ${nombre}:`,
      `Te inscribiste en «${evento.titulo}».`,
      `Cuándo: ${formatDateTimeSpan(evento.fecha, evento.fechaFin)} (hora de Bolivia)`,
      ...lugar,
      'Adjuntamos el evento para tu calendario. Si ya no puedes asistir, cancela tu inscripción en la página del evento: tu cupo quedará libre para otra persona.',
    ],
    link: { href: new URL(itemPagePath('Evento', evento.id), origin).href, label: 'Ver el evento' },
    attachments: [{ filename: eventoIcsName(evento), content: eventoCalendar(origin, [evento]).toString(), contentType: 'text/calendar; charset=utf-8' }],
  });
}
