import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  comentarioSchema,
  createComentarioSchema,
  createReporteSchema,
  idParamSchema,
  messageSchema,
  MSG,
  pageQuerySchema,
  paginatedSchema,
  reporteSchema,
  REPORTE_CUENTA_HORAS,
  REPORTES_PARA_OCULTAR,
  updateComentarioSchema,
} from '@plataforma/contracts';
import { httpError, orNotFound } from '../../../errors';
import { assertAdmin, readerOf } from '../../../plugins/app/adminPowers';
import { scope } from '../../../plugins/app/scopes';

/**
 * /api/comentarios: public reads (a hidden comment's text for admins only); members comment, edit their
 * own, report others' and delete their own (admins any).
 */
export default async function comentarioRoutes(app: FastifyInstance) {
  const tags = ['comentarios'];
  const repository = () => app.comentariosRepository;

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        { schema: { tags, summary: 'Comentarios paginados, los más nuevos primero', querystring: pageQuerySchema(10), response: { 200: paginatedSchema(comentarioSchema) } } },
        async (request) => repository().paginate(request.query, await readerOf(request)),
      );
      routes.get(
        '/publicacion/:id',
        {
          schema: {
            tags,
            summary: 'Comentarios de una publicación, en el orden de la conversación (los más antiguos primero)',
            params: idParamSchema,
            response: { 200: z.array(comentarioSchema), 404: apiErrorSchema },
          },
        },
        async (request) => {
          const { id } = request.params;
          orNotFound(await app.publicacionesRepository.findById(id));
          return (await repository().findByPublicaciones([id], await readerOf(request))).get(id) ?? [];
        },
      );
    }),
  );

  // Writing words (a new comment or an edit) and reporting are taking part: a blocked member cannot (403).
  await app.register(
    scope('participant', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        { schema: { tags, summary: 'Comentar una publicación', body: createComentarioSchema, response: { 201: comentarioSchema, 404: apiErrorSchema } } },
        async (request, reply) => reply.code(201).send(await repository().create(request.body, request.user!)),
      );
      routes.put(
        '/:id',
        {
          schema: {
            tags,
            summary: 'Editar el texto de un comentario (solo su autor)',
            params: idParamSchema,
            body: updateComentarioSchema,
            response: { 200: comentarioSchema, 403: apiErrorSchema, 404: apiErrorSchema },
          },
        },
        async (request) => {
          const authorId = orNotFound(await repository().findAuthorId(request.params.id));
          if (authorId !== request.user!.id) throw httpError(403, MSG.sinPermiso);
          return orNotFound(await repository().update(request.params.id, request.body.contenido, await readerOf(request)));
        },
      );
      routes.post(
        '/:id/reportes',
        {
          // Only a report that hides the comment changes what visitors read.
          config: { changesContent: false },
          schema: {
            tags,
            summary: `Reportar el comentario de otro miembro, una vez; no uno ya oculto (con ${REPORTES_PARA_OCULTAR} reportes de cuentas con más de ${REPORTE_CUENTA_HORAS} h queda oculto hasta que un admin lo revise; el de un admin nunca se oculta solo)`,
            params: idParamSchema,
            body: createReporteSchema,
            response: { 201: reporteSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { reporte, hid } = await app.reportesRepository.report(request.params.id, request.user!.id, request.body.motivo);
          if (hid) app.responseCache.signal.contentRemoved();
          return reply.code(201).send(reporte);
        },
      );
    }),
  );

  // Taking one's own words back stays open to every member, blocked or not.
  await app.register(
    scope('member', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().delete(
        '/:id',
        { schema: { tags, summary: 'Eliminar un comentario (su autor o un admin)', params: idParamSchema, response: { 200: messageSchema, 404: apiErrorSchema } } },
        async (request) => {
          const authorId = orNotFound(await repository().findAuthorId(request.params.id));
          if (authorId !== request.user!.id) await assertAdmin(request);
          await repository().delete(request.params.id);
          return { message: 'Comentario eliminado correctamente.' };
        },
      );
    }),
  );
}
