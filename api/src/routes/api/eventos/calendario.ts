import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import ical, { type ICalCalendar } from 'ical-generator';
import { z } from 'zod';
import { apiErrorSchema, eventoFin, idParamSchema, SITE_NAME, type Evento } from '@plataforma/contracts';
import { orNotFound } from '../../../errors';
import { itemPagePath, publicOrigin } from '../../../http/public-origin';
import { scope } from '../../../plugins/app/scopes';

const tags = ['eventos'];
const icsSchema = z.string().describe('iCalendar (text/calendar)');

/**
 * A calendar of events, each linked to its page, from its start to its end (`eventoFin`: without one it
 * lasts 2 hours), written in UTC ('…Z'), so every calendar app shows the times the page shows.
 */
function calendar(request: FastifyRequest, eventos: Evento[]): ICalCalendar {
  const origin = publicOrigin(request);
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

const send = (reply: FastifyReply, cal: ICalCalendar, filename: string) =>
  reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${filename}"`).send(cal.toString());

/**
 * Calendars (#20 §1): 'Agregar al calendario' downloads one event (`/api/eventos/:id/ics`);
 * `/api/eventos.ics` is the feed of upcoming events a phone calendar subscribes to. Public reads,
 * shared by the public cache like the agenda itself.
 */
export default async function calendarioRoutes(app: FastifyInstance) {
  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '.ics',
        { schema: { tags, summary: 'Calendario (iCalendar) de los próximos eventos, para suscribirse', produces: ['text/calendar'], response: { 200: icsSchema } } },
        async (request, reply) => send(reply, calendar(request, await app.eventosRepository.upcoming()), 'agenda.ics'),
      );
      routes.get(
        '/:id/ics',
        {
          schema: {
            tags,
            summary: 'Un evento en iCalendar (Agregar al calendario)',
            produces: ['text/calendar'],
            params: idParamSchema,
            response: { 200: icsSchema, 404: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const evento = orNotFound(await app.eventosRepository.findById(request.params.id));
          return send(reply, calendar(request, [evento]), `evento-${evento.id}.ics`);
        },
      );
    }),
  );
}
