import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  encuestaInputSchema,
  encuestaSchema,
  idParamSchema,
  messageSchema,
  MSG,
  OPCION_MAX_LENGTH,
  pageQuerySchema,
  paginatedSchema,
} from '@plataforma/contracts';
import { httpError, orNotFound } from '../../../errors';
import { emptyBody } from '../../../http/upload';
import { sendError } from '../../../plugins/app/errors';
import { scope } from '../../../plugins/app/scopes';

const voteParamsSchema = idParamSchema.extend({
  // Fastify has already decoded the URL-encoded option.
  opcion: z.string({ error: MSG.opcionInexistente }).min(1, MSG.opcionInexistente).max(OPCION_MAX_LENGTH, MSG.opcionInexistente),
});

const notFound = { 404: apiErrorSchema };

/** /api/encuestas: public reads (with `yaVotaste` for a member); admins manage; members vote. */
export default async function encuestaRoutes(app: FastifyInstance) {
  const tags = ['encuestas'];
  const repository = () => app.encuestasRepository;

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        { schema: { tags, summary: 'Encuestas paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: paginatedSchema(encuestaSchema) } } },
        (request) => repository().paginate(request.query, request.user?.id),
      );
      routes.get(
        '/all',
        { schema: { tags, summary: 'Todas las encuestas, las más nuevas primero', response: { 200: z.array(encuestaSchema) } } },
        (request) => repository().findAll(request.user?.id),
      );
      routes.get(
        '/:id',
        { schema: { tags, summary: 'Una encuesta', params: idParamSchema, response: { 200: encuestaSchema, ...notFound } } },
        async (request) => orNotFound(await repository().findById(request.params.id, request.user?.id)),
      );
    }),
  );

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        { schema: { tags, summary: 'Crear encuesta', body: encuestaInputSchema, response: { 201: encuestaSchema } } },
        async (request, reply) => reply.code(201).send(await repository().create(request.body, request.user!.id)),
      );
      routes.put(
        '/:id',
        {
          schema: {
            tags,
            summary: 'Editar encuesta: se conservan los votos de las opciones que siguen',
            params: idParamSchema,
            body: encuestaInputSchema,
            response: { 200: encuestaSchema, ...notFound },
          },
        },
        async (request) => orNotFound(await repository().update(request.params.id, request.body, request.user!.id)),
      );
      routes.delete(
        '/:id',
        { schema: { tags, summary: 'Eliminar encuesta y sus votos', params: idParamSchema, response: { 200: messageSchema, ...notFound } } },
        async (request) => {
          if (!(await repository().delete(request.params.id))) throw httpError(404, MSG.noEncontrado);
          return { message: 'Encuesta eliminada correctamente.' };
        },
      );
    }),
  );

  await app.register(
    scope('participant', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/:id/votar/:opcion',
        {
          schema: {
            tags,
            summary: 'Votar por una opción (una vez por encuesta; sin cuerpo)',
            params: voteParamsSchema,
            body: emptyBody,
            response: { 200: encuestaSchema, ...notFound, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { id, opcion } = request.params;
          const encuesta = orNotFound(await repository().vote(id, request.user!.id, opcion));
          // In a burst of votes many are refusals: sent as an answer, not thrown (no stack trace, no error handler).
          return encuesta ?? sendError(reply, 409, MSG.yaVotaste);
        },
      );
    }),
  );
}
