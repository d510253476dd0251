import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, comentarioModeradoSchema, idParamSchema, messageSchema, moderacionQuerySchema, MODERACION_MSG, MSG, paginatedSchema } from '@plataforma/contracts';
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
            summary: 'Comentarios por revisar (reportados desde su última revisión u ocultos por reportes) o, con estado=resueltos, los ya decididos con quién y cuándo',
            querystring: moderacionQuerySchema,
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
            summary: 'Mostrar el comentario otra vez (o, si estaba visible, descartar sus reportes); los reportes hechos hasta ahora dejan de contar',
            params: idParamSchema,
            body: emptyBody,
            response: { 200: messageSchema, 404: apiErrorSchema },
          },
        },
        async (request) => {
          const decision = await repository().restore(request.params.id, request.user!.id);
          if (!decision) throw httpError(404, MSG.noEncontrado);
          return { message: decision === 'descartado' ? MODERACION_MSG.descartado : MODERACION_MSG.restaurado };
        },
      );
      routes.post(
        '/comentarios/:id/ocultar',
        {
          config: { removesContent: true },
          schema: { tags, summary: 'Ocultar el comentario a todos menos a los admins', params: idParamSchema, body: emptyBody, response: { 200: messageSchema, 404: apiErrorSchema } },
        },
        async (request) => {
          if (!(await repository().hide(request.params.id, request.user!.id))) throw httpError(404, MSG.noEncontrado);
          return { message: MODERACION_MSG.ocultado };
        },
      );
    }),
  );
}
