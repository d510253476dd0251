import { and, count, desc, eq, not, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encuestaInputSchema, idParamSchema, MSG, pageQuerySchema } from '@plataforma/contracts';
import { encuestas, votos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { messageSchema } from '../../../users/dto';
import { encuestaSchema, toEncuestaDto, toEncuestaDtos } from './dto';
import vote from './vote';

const newestFirst = [desc(encuestas.creadoEn), desc(encuestas.id)];

/** /api/encuestas: public reads (with `yaVotaste` for a member); admins manage; members vote. */
export default async function encuestaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['encuestas'];

  routes.get(
    '/',
    { schema: { tags, summary: 'Encuestas paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: pageSchema(encuestaSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        app.db.select().from(encuestas).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(encuestas),
      ]);
      return toPage(await toEncuestaDtos(app.db, rows, request.user?.id), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/all',
    { schema: { tags, summary: 'Todas las encuestas, las más nuevas primero', response: { 200: z.array(encuestaSchema) } } },
    async (request) => toEncuestaDtos(app.db, await app.db.select().from(encuestas).orderBy(...newestFirst), request.user?.id),
  );

  routes.get(
    '/:id',
    { schema: { tags, summary: 'Una encuesta', params: idParamSchema, response: { 200: encuestaSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(encuestas).where(eq(encuestas.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toEncuestaDto(app.db, row, request.user?.id);
    },
  );

  routes.post(
    '/',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Crear encuesta (admin)', body: encuestaInputSchema, response: { 201: encuestaSchema } } },
    async (request, reply) => {
      const [row] = await app.db.insert(encuestas).values(request.body).returning();
      return reply.code(201).send(await toEncuestaDto(app.db, row!, request.user!.id));
    },
  );

  routes.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Editar encuesta (admin): se conservan los votos de las opciones que siguen', params: idParamSchema, body: encuestaInputSchema, response: { 200: encuestaSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { opciones } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx.update(encuestas).set(request.body).where(eq(encuestas.id, id)).returning();
        if (!updated) throw httpError(404, MSG.noEncontrado);
        await tx.delete(votos).where(and(eq(votos.encuestaId, id), not(inArray(votos.opcion, opciones))));
        return updated;
      });
      return toEncuestaDto(app.db, row, request.user!.id);
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Eliminar encuesta y sus votos (admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      // The votes go with it: ON DELETE CASCADE on votos.encuesta_id.
      const deleted = await app.db.delete(encuestas).where(eq(encuestas.id, request.params.id)).returning({ id: encuestas.id });
      if (deleted.length === 0) throw httpError(404, MSG.noEncontrado);
      return { message: 'Encuesta eliminada correctamente.' };
    },
  );

  vote(app);
}
