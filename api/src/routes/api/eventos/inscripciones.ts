import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  asistenciaSchema,
  eventoSchema,
  exportFormatQuerySchema,
  idParamSchema,
  inscritoSchema,
  messageSchema,
  miInscripcionSchema,
  PARTICIPATION_MSG,
} from '@plataforma/contracts';
import { inscripcionEmail } from '../../../accounts/inscripcion-email';
import { httpError, orNotFound } from '../../../errors';
import { sendCsv } from '../../../http/csv';
import { publicOrigin } from '../../../http/public-origin';
import { emptyBody } from '../../../http/upload';
import { sendError } from '../../../plugins/app/errors';
import { scope } from '../../../plugins/app/scopes';

const tags = ['eventos'];
const notFound = { 404: apiErrorSchema };
const checkInParamsSchema = idParamSchema.extend({ userId: idParamSchema.shape.id });

/**
 * Sign-ups: a member who may take part signs up (`participant`, confirmed by email); any member,
 * even a blocked one, lists their own ('Mis actividades') and may still free their place (`member`); admins list the registrants (CSV too) and check them in.
 */
export default async function inscripcionRoutes(app: FastifyInstance) {
  const repository = () => app.inscripcionesRepository;

  await app.register(
    scope('participant', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/:id/inscripcion',
        {
          schema: {
            tags,
            summary: 'Inscribirme (una vez por evento; sin cuerpo): 409 si no quedan cupos o el evento ya pasó',
            params: idParamSchema,
            body: emptyBody,
            response: { 201: eventoSchema, ...notFound, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const outcome = orNotFound(await repository().signUp(request.params.id, request.user!.id));
          // In a burst most refusals are answers, not thrown errors (as the votes' 409).
          if (outcome === 'lleno') return sendError(reply, 409, PARTICIPATION_MSG.cuposAgotados);
          if (outcome === 'pasado') return sendError(reply, 409, PARTICIPATION_MSG.eventoPasado);
          // Only the request that signed up confirms by email: a repeated sign-up answers the same, silently
          // (and a retry with the same Idempotency-Key is answered from the stored reply, never reaching here).
          const { evento, nueva } = outcome;
          if (nueva) {
            const { email, nombre } = request.user!;
            app.mailer.send(inscripcionEmail({ to: email, nombre, evento, origin: publicOrigin(request) }));
          }
          return reply.code(201).send(evento);
        },
      );
    }),
  );

  await app.register(
    scope('member', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/mias',
        {
          schema: {
            tags,
            summary: 'Mis actividades: los eventos a los que me inscribí, con si se registró mi asistencia',
            response: { 200: z.array(miInscripcionSchema) },
          },
        },
        async (request) => repository().ofUser(request.user!.id),
      );
      routes.delete(
        '/:id/inscripcion',
        {
          schema: {
            tags,
            summary: 'Cancelar mi inscripción (libera el cupo): 409 si el evento ya pasó',
            params: idParamSchema,
            response: { 200: eventoSchema, ...notFound, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const userId = request.user!.id;
          const outcome = orNotFound(await repository().cancel(id, userId));
          if (outcome === 'pasado') return sendError(reply, 409, PARTICIPATION_MSG.eventoPasado);
          // The event as the member now sees it (`inscrito` false, the place freed).
          return orNotFound(await app.eventosRepository.findById(id, userId));
        },
      );
    }),
  );

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/:id/inscripciones',
        {
          schema: {
            tags,
            summary: 'Inscritos del evento, por orden de inscripción (?format=csv: descarga CSV)',
            params: idParamSchema,
            querystring: exportFormatQuerySchema,
            response: { 200: z.array(inscritoSchema), ...notFound },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const evento = orNotFound(await app.eventosRepository.findById(id));
          const inscritos = await repository().list(id);
          if (request.query.format !== 'csv') return inscritos;
          return sendCsv(
            reply,
            `inscritos-evento-${evento.id}.csv`,
            ['Nombre', 'Email', 'Fecha de inscripción', 'Asistencia registrada'],
            inscritos.map((i) => [i.nombre, i.email, new Date(i.inscritoEn), i.asistenciaRegistrada ? 'Sí' : 'No']),
          );
        },
      );
      routes.post(
        '/:id/inscripciones/:userId/asistencia',
        {
          schema: {
            tags,
            summary: 'Marcar asistencia de un inscrito: crea su Asistencia (201), o devuelve la ya registrada (200)',
            params: checkInParamsSchema,
            body: emptyBody,
            response: { 200: asistenciaSchema, 201: asistenciaSchema, ...notFound },
          },
        },
        async (request, reply) => {
          const { id, userId } = request.params;
          const { asistencia, creada } = orNotFound(await app.asistenciasRepository.checkIn(id, userId));
          return reply.code(creada ? 201 : 200).send(asistencia);
        },
      );
      routes.delete(
        '/:id/inscripciones/:userId/asistencia',
        {
          schema: {
            tags,
            summary: 'Desmarcar la asistencia de un inscrito: borra su Asistencia de ese evento (404 si no estaba marcada)',
            params: checkInParamsSchema,
            response: { 200: messageSchema, ...notFound },
          },
        },
        async (request) => {
          const { id, userId } = request.params;
          if (!(await app.asistenciasRepository.undoCheckIn(id, userId))) throw httpError(404, PARTICIPATION_MSG.asistenciaNoMarcada);
          return { message: PARTICIPATION_MSG.asistenciaDesmarcada };
        },
      );
    }),
  );
}
