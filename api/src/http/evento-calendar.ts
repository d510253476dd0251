import ical, { type ICalCalendar } from 'ical-generator';
import { eventoFin, SITE_NAME, type Evento } from '@plataforma/contracts';
import { itemPagePath } from './public-origin';

/**
 * A calendar of events, each linked to its page on `origin`, from its start to its end (`eventoFin`:
 * without one it lasts 2 hours), written in UTC ('…Z'), so every calendar app shows the times the
 * page shows. The downloads of `/api/eventos/…ics` and the sign-up email's attachment.
 */
export function eventoCalendar(origin: string, eventos: Evento[]): ICalCalendar {
  const cal = ical({
    name: `Agenda · ${SITE_NAME}`,
    prodId: { company: SITE_NAME, product: 'Agenda', language: 'ES' },
  });
  const stamp = new Date();
  for (const evento of eventos) {
    const url = new URL(itemPagePath('Evento', evento.id), origin).href;
    cal.createEvent({
      // Stable per site and event, so a calendar updates the event instead of adding it twice.
      id: `evento-${evento.id}@${new URL(origin).host}`,
      stamp,
      start: new Date(evento.fecha),
      end: eventoFin(evento),
      summary: evento.titulo,
      description: `${evento.descripcion}\n\n${url}`,
      location: evento.lugar,
      url,
    });
  }
  return cal;
}

/** One event's calendar file name (`evento-7.ics`). */
export const eventoIcsName = (evento: Pick<Evento, 'id'>) => `evento-${evento.id}.ics`;
