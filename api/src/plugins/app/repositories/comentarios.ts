import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { MSG, type Comentario } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { comentarios, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { pgCode, repositoryPlugin } from './shared';

/** A conversation reads oldest first. */
const conversationOrder = [asc(comentarios.creadoEn), asc(comentarios.id)];

export function createComentariosRepository(db: Database) {
  // Every comment is read with its author's name and nothing else of the author.
  const withAuthor = () =>
    db
      .select({
        id: comentarios.id,
        contenido: comentarios.contenido,
        publicacionId: comentarios.publicacionId,
        creadoEn: comentarios.creadoEn,
        editadoEn: comentarios.editadoEn,
        userId: comentarios.userId,
        nombre: users.nombre,
      })
      .from(comentarios)
      .innerJoin(users, eq(users.id, comentarios.userId));
  type Row = Awaited<ReturnType<typeof withAuthor>>[number];
  const toComentario = ({ userId, nombre, creadoEn, editadoEn, ...rest }: Row): Comentario => ({
    ...rest,
    creadoEn: creadoEn.toISOString(),
    editadoEn: editadoEn?.toISOString() ?? null,
    usuario: { id: userId, nombre },
  });

  return {
    async paginate({ page, limit }: PageQuery) {
      const [rows, [totals]] = await Promise.all([
        withAuthor().orderBy(desc(comentarios.creadoEn), desc(comentarios.id)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(comentarios),
      ]);
      return toPage(rows.map(toComentario), totals?.total ?? 0, { page, limit });
    },
    /** The comments of several publications in one query, grouped by publication, each oldest first. */
    async findByPublicaciones(publicacionIds: number[]): Promise<Map<number, Comentario[]>> {
      const grouped = new Map<number, Comentario[]>(publicacionIds.map((id) => [id, []]));
      if (publicacionIds.length === 0) return grouped;
      const rows = await withAuthor().where(inArray(comentarios.publicacionId, publicacionIds)).orderBy(...conversationOrder);
      for (const row of rows) grouped.get(row.publicacionId)?.push(toComentario(row));
      return grouped;
    },
    async findAuthorId(id: number) {
      const [row] = await db.select({ userId: comentarios.userId }).from(comentarios).where(eq(comentarios.id, id)).limit(1);
      return row?.userId;
    },
    async create({ contenido, publicacionId }: { contenido: string; publicacionId: number }, author: { id: number; nombre: string }) {
      const [row] = await db
        .insert(comentarios)
        .values({ contenido, publicacionId, userId: author.id })
        .returning()
        .catch((error: unknown) => {
          // 23503: the publication does not exist (or was deleted a moment ago).
          if (pgCode(error) === '23503') throw httpError(404, MSG.noEncontrado);
          throw error;
        });
      return toComentario({ ...row!, nombre: author.nombre });
    },
    /** The new text, marked edited now; undefined when there is no such comment. */
    async update(id: number, contenido: string) {
      const [updated] = await db.update(comentarios).set({ contenido, editadoEn: new Date() }).where(eq(comentarios.id, id)).returning({ id: comentarios.id });
      if (!updated) return undefined;
      const [row] = await withAuthor().where(eq(comentarios.id, id)).limit(1);
      return row && toComentario(row);
    },
    async delete(id: number) {
      await db.delete(comentarios).where(eq(comentarios.id, id));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    comentariosRepository: ReturnType<typeof createComentariosRepository>;
  }
}

export default repositoryPlugin('comentariosRepository', (app) => createComentariosRepository(app.db));
