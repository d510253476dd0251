import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createPublicacionSchema,
  idParamSchema,
  messageSchema,
  MSG,
  pageQuerySchema,
  paginatedSchema,
  publicacionConComentariosSchema,
  publicacionSchema,
} from '@plataforma/contracts';
import { httpError, orNotFound } from '../../../errors';
import { readerOf } from '../../../plugins/app/adminPowers';
import { scope } from '../../../plugins/app/scopes';

const allQuerySchema = z.object({
  include: z.literal('comentarios', { error: MSG.solicitudInvalida }).optional(),
});

/** /api/publicaciones: public reads (with their comments on request); admins create and delete. */
export default async function publicacionRoutes(app: FastifyInstance) {
  const tags = ['publicaciones'];
  const repository = () => app.publicacionesRepository;

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.get(
        '/',
        { schema: { tags, summary: 'Publicaciones paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: paginatedSchema(publicacionSchema) } } },
        (request) => repository().paginate(request.query),
      );
      routes.get(
        '/all',
        {
          schema: {
            tags,
            summary: 'Todas las publicaciones, las más nuevas primero; con `?include=comentarios`, cada una con sus comentarios (dos consultas en total)',
            querystring: allQuerySchema,
            response: { 200: z.array(z.union([publicacionConComentariosSchema, publicacionSchema])) },
          },
        },
        async (request) => {
          const publicaciones = await repository().findAll();
          if (request.query.include !== 'comentarios') return publicaciones;
          const comentarios = await app.comentariosRepository.findByPublicaciones(
            publicaciones.map((p) => p.id),
            await readerOf(request),
          );
          return publicaciones.map((p) => ({ ...p, comentarios: comentarios.get(p.id) ?? [] }));
        },
      );
      routes.get(
        '/:id',
        { schema: { tags, summary: 'Una publicación', params: idParamSchema, response: { 200: publicacionSchema, 404: apiErrorSchema } } },
        async (request) => orNotFound(await repository().findById(request.params.id)),
      );
    }),
  );

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        { schema: { tags, summary: 'Crear publicación', body: createPublicacionSchema, response: { 201: publicacionSchema } } },
        async (request, reply) => reply.code(201).send(await repository().create(request.body)),
      );
      routes.delete(
        '/:id',
        { schema: { tags, summary: 'Eliminar publicación y sus comentarios', params: idParamSchema, response: { 200: messageSchema, 404: apiErrorSchema } } },
        async (request) => {
          if (!(await repository().delete(request.params.id))) throw httpError(404, MSG.noEncontrado);
          return { message: 'Publicación eliminada correctamente.' };
        },
      );
    }),
  );
}
