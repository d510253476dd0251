import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createComentarioSchema, idParamSchema, MSG, pageQuerySchema, type Comentario } from '@plataforma/contracts';
import { comentarios, publicaciones, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { messageSchema } from '../../../users/dto';

const comentarioSchema = z.object({
  id: z.number().int(),
  contenido: z.string(),
  publicacionId: z.number().int(),
  creadoEn: z.string(),
  usuario: z.object({ id: z.number().int(), nombre: z.string() }),
});

type ComentarioRow = typeof comentarios.$inferSelect & { nombre: string };

const toComentarioDto = (row: ComentarioRow): Comentario => ({
  id: row.id,
  contenido: row.contenido,
  publicacionId: row.publicacionId,
  creadoEn: row.creadoEn.toISOString(),
  usuario: { id: row.userId, nombre: row.nombre },
});

/** /api/comentarios: public reads; members comment and delete their own (admins any). */
export default async function comentarioRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comentarios'];
  // Every comment is read with its author's name and nothing else of the author.
  const selectWithAuthor = () =>
    app.db
      .select({
        id: comentarios.id,
        contenido: comentarios.contenido,
        publicacionId: comentarios.publicacionId,
        userId: comentarios.userId,
        creadoEn: comentarios.creadoEn,
        nombre: users.nombre,
      })
      .from(comentarios)
      .innerJoin(users, eq(users.id, comentarios.userId));

  routes.get(
    '/',
    { schema: { tags, summary: 'Comentarios paginados, los más nuevos primero', querystring: pageQuerySchema(10), response: { 200: pageSchema(comentarioSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        selectWithAuthor().orderBy(desc(comentarios.creadoEn), desc(comentarios.id)).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(comentarios),
      ]);
      return toPage(rows.map(toComentarioDto), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/publicacion/:id',
    {
      schema: {
        tags,
        summary: 'Comentarios de una publicación, en el orden de la conversación (los más antiguos primero)',
        params: idParamSchema,
        response: { 200: z.array(comentarioSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [publicacion] = await app.db.select({ id: publicaciones.id }).from(publicaciones).where(eq(publicaciones.id, id)).limit(1);
      if (!publicacion) throw httpError(404, MSG.noEncontrado);
      const rows = await selectWithAuthor().where(eq(comentarios.publicacionId, id)).orderBy(asc(comentarios.creadoEn), asc(comentarios.id));
      return rows.map(toComentarioDto);
    },
  );

  routes.post(
    '/',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Comentar una publicación (miembro)', body: createComentarioSchema, response: { 201: comentarioSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const { contenido, publicacionId } = request.body;
      const [row] = await app.db
        .insert(comentarios)
        .values({ contenido, publicacionId, userId: user.id })
        .returning()
        .catch((error: unknown) => {
          // 23503: the publication does not exist (or was deleted a moment ago).
          if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw httpError(404, MSG.noEncontrado);
          throw error;
        });
      return reply.code(201).send(toComentarioDto({ ...row!, nombre: user.nombre }));
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireUser, schema: { tags, summary: 'Eliminar un comentario (su autor o un admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = request.user!;
      const [row] = await app.db.select({ userId: comentarios.userId }).from(comentarios).where(eq(comentarios.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      if (row.userId !== user.id && user.rol !== 'admin') throw httpError(403, MSG.sinPermiso);
      await app.db.delete(comentarios).where(eq(comentarios.id, request.params.id));
      return { message: 'Comentario eliminado correctamente.' };
    },
  );
}
