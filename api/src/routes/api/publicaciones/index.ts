import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPublicacionSchema, idParamSchema, MSG, pageQuerySchema } from '@plataforma/contracts';
import { publicaciones } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { messageSchema } from '../../../users/dto';
import { publicacionSchema, toPublicacionDto } from './dto';

const newestFirst = [desc(publicaciones.creadoEn), desc(publicaciones.id)];

/** /api/publicaciones: public reads; create and delete for admins (guarded on request). */
export default async function publicacionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['publicaciones'];

  routes.get(
    '/',
    { schema: { tags, summary: 'Publicaciones paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: pageSchema(publicacionSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        app.db.select().from(publicaciones).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(publicaciones),
      ]);
      return toPage(rows.map(toPublicacionDto), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/all',
    { schema: { tags, summary: 'Todas las publicaciones, las más nuevas primero', response: { 200: z.array(publicacionSchema) } } },
    async () => (await app.db.select().from(publicaciones).orderBy(...newestFirst)).map(toPublicacionDto),
  );

  routes.get(
    '/:id',
    { schema: { tags, summary: 'Una publicación', params: idParamSchema, response: { 200: publicacionSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(publicaciones).where(eq(publicaciones.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toPublicacionDto(row);
    },
  );

  routes.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Crear publicación (admin)', body: createPublicacionSchema, response: { 201: publicacionSchema } },
    },
    async (request, reply) => {
      const [row] = await app.db.insert(publicaciones).values(request.body).returning();
      return reply.code(201).send(toPublicacionDto(row!));
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Eliminar publicación y sus comentarios (admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      // The comments go with it: ON DELETE CASCADE on comentarios.publicacion_id.
      const deleted = await app.db.delete(publicaciones).where(eq(publicaciones.id, request.params.id)).returning({ id: publicaciones.id });
      if (deleted.length === 0) throw httpError(404, MSG.noEncontrado);
      return { message: 'Publicación eliminada correctamente.' };
    },
  );
}
