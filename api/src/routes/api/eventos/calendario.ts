import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ICalCalendar } from 'ical-generator';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema } from '@plataforma/contracts';
import { orNotFound } from '../../../errors';
import { eventoCalendar, eventoIcsName } from '../../../http/evento-calendar';
import { publicOrigin } from '../../../http/public-origin';
import { scope } from '../../../plugins/app/scopes';

const tags = ['eventos'];
const icsSchema = z.string().describe('iCalendar (text/calendar)');

const send = (reply: FastifyReply, cal: ICalCalendar, filename: string) =>
  reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${filename}"`).send(cal.toString());

/**
 * Calendars: 'Agregar al calendario' downloads one event (`/api/eventos/:id/ics`);
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
        async (request, reply) => send(reply, eventoCalendar(publicOrigin(request), await app.eventosRepository.upcoming()), 'agenda.ics'),
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
          return send(reply, eventoCalendar(publicOrigin(request), [evento]), eventoIcsName(evento));
        },
      );
    }),
  );
}
