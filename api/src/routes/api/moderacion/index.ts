import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, comentarioModeradoSchema, idParamSchema, messageSchema, MODERACION_MSG, MSG, pageQuerySchema, paginatedSchema } from '@plataforma/contracts';
import { httpError } from '../../../errors';
import { emptyBody } from '../../../http/upload';
import { scope } from '../../../plugins/app/scopes';

/**
 * /api/moderacion (admins): the comments awaiting review and the decisions on them. Deleting one is
 * `DELETE /api/comentarios/:id`; blocking its author is `POST /api/users/:id/bloqueo`.
 */
export default async function moderacionRoutes(app: FastifyInstance) {
  const tags = ['moderacion'];
  const repository = () => app.comentariosRepository;

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/comentarios',
        {
          schema: {
            tags,
            summary: 'Comentarios reportados desde su última revisión u ocultos, con sus reportes; los más recientes primero',
            querystring: pageQuerySchema(10),
            response: { 200: paginatedSchema(comentarioModeradoSchema) },
          },
        },
        (request) => repository().paginateForReview(request.query),
      );
      routes.post(
        '/comentarios/:id/restaurar',
        {
          schema: {
            tags,
            summary: 'Mostrar el comentario otra vez; los reportes hechos hasta ahora dejan de contar',
            params: idParamSchema,
            body: emptyBody,
            response: { 200: messageSchema, 404: apiErrorSchema },
          },
        },
        async (request) => {
          if (!(await repository().restore(request.params.id))) throw httpError(404, MSG.noEncontrado);
          return { message: MODERACION_MSG.restaurado };
        },
      );
      routes.post(
        '/comentarios/:id/ocultar',
        {
          config: { removesContent: true },
          schema: { tags, summary: 'Ocultar el comentario a todos menos a los admins', params: idParamSchema, body: emptyBody, response: { 200: messageSchema, 404: apiErrorSchema } },
        },
        async (request) => {
          if (!(await repository().hide(request.params.id))) throw httpError(404, MSG.noEncontrado);
          return { message: MODERACION_MSG.ocultado };
        },
      );
    }),
  );
}
