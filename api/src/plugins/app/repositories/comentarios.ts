import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG, type Comentario, type ComentarioModerado, type EstadoModeracion, type MotivoReporte } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { comentarios, publicaciones, reportes, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { pgCode, repositoryPlugin } from './shared';

/** A conversation reads oldest first. */
const conversationOrder = [asc(comentarios.creadoEn), asc(comentarios.id)];

/** A report made since its comment's last review ('Restaurar'): only these count and are listed. */
const pendingReport = and(eq(reportes.comentarioId, comentarios.id), sql`${reportes.creadoEn} > coalesce(${comentarios.revisadoEn}, '-infinity'::timestamptz)`);
/** The reports a moderator decided on: those made up to the last review. */
const decidedReport = and(eq(reportes.comentarioId, comentarios.id), lte(reportes.creadoEn, comentarios.revisadoEn));
/** Hidden since the last review (by reports); a moderator's 'Ocultar' reviews it at the same instant. */
const hiddenUnreviewed = and(isNotNull(comentarios.ocultoEn), or(isNull(comentarios.revisadoEn), lt(comentarios.revisadoEn, comentarios.ocultoEn)));
/** The comments a moderator should look at: hidden by reports, or reported since their last review. */
export const awaitingReview = (db: Database) => or(hiddenUnreviewed, exists(db.select({ one: sql`1` }).from(reportes).where(pendingReport)))!;
/** 'Resueltos': a moderator decided on them and nothing new came since. */
const resolved = (db: Database) => and(isNotNull(comentarios.decision), not(awaitingReview(db)));
/** The admin who made the last decision (a second join on users). */
const decisor = alias(users, 'decisor');
/** Newest first: by the comment's latest pending report or its hiding, whichever came last. */
const lastActivity = sql`greatest(${comentarios.ocultoEn}, (select max(${reportes.creadoEn}) from ${reportes} where ${pendingReport}))`;

/** Who reads a comment: only an admin sees a hidden comment's text. */
export interface Reader {
  admin: boolean;
}

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
        ocultoEn: comentarios.ocultoEn,
        userId: comentarios.userId,
        nombre: users.nombre,
      })
      .from(comentarios)
      .innerJoin(users, eq(users.id, comentarios.userId));
  type Row = Awaited<ReturnType<typeof withAuthor>>[number];
  const toComentario = ({ userId, nombre, creadoEn, editadoEn, ocultoEn, contenido, ...rest }: Row, reader: Reader): Comentario => {
    const oculto = ocultoEn !== null;
    return {
      ...rest,
      // A hidden comment's words reach admins only; everyone else (and the visitors' shared cache) gets none.
      contenido: oculto && !reader.admin ? '' : contenido,
      oculto,
      creadoEn: creadoEn.toISOString(),
      editadoEn: editadoEn?.toISOString() ?? null,
      usuario: { id: userId, nombre },
    };
  };

  return {
    async paginate({ page, limit }: PageQuery, reader: Reader) {
      const [rows, [totals]] = await Promise.all([
        withAuthor().orderBy(desc(comentarios.creadoEn), desc(comentarios.id)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(comentarios),
      ]);
      return toPage(rows.map((row) => toComentario(row, reader)), totals?.total ?? 0, { page, limit });
    },
    /** The comments of several publications in one query, grouped by publication, each oldest first. */
    async findByPublicaciones(publicacionIds: number[], reader: Reader): Promise<Map<number, Comentario[]>> {
      const grouped = new Map<number, Comentario[]>(publicacionIds.map((id) => [id, []]));
      if (publicacionIds.length === 0) return grouped;
      const rows = await withAuthor().where(inArray(comentarios.publicacionId, publicacionIds)).orderBy(...conversationOrder);
      for (const row of rows) grouped.get(row.publicacionId)?.push(toComentario(row, reader));
      return grouped;
    },
    /**
     * The moderation list (admins): each comment with its publication, author, reports and last decision.
     * 'pendientes': awaiting review, with the reports made since the last one, by latest activity;
     * 'resueltos': decided, with the reports decided on, the latest decision first.
     */
    async paginateForReview({ page, limit, estado }: PageQuery & { estado: EstadoModeracion }) {
      const pending = estado === 'pendientes';
      const where = pending ? awaitingReview(db) : resolved(db);
      const order = pending ? [sql`${lastActivity} desc nulls last`, desc(comentarios.id)] : [desc(comentarios.revisadoEn), desc(comentarios.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: comentarios.id,
            contenido: comentarios.contenido,
            creadoEn: comentarios.creadoEn,
            ocultoEn: comentarios.ocultoEn,
            revisadoEn: comentarios.revisadoEn,
            decision: comentarios.decision,
            decisor: decisor.nombre,
            publicacionId: publicaciones.id,
            titulo: publicaciones.titulo,
            userId: users.id,
            nombre: users.nombre,
            bloqueadoEn: users.bloqueadoEn,
          })
          .from(comentarios)
          .innerJoin(publicaciones, eq(publicaciones.id, comentarios.publicacionId))
          .innerJoin(users, eq(users.id, comentarios.userId))
          .leftJoin(decisor, eq(decisor.id, comentarios.decididoPor))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(comentarios).where(where),
      ]);
      const reports = rows.length
        ? await db
            .select({ comentarioId: reportes.comentarioId, motivo: reportes.motivo, creadoEn: reportes.creadoEn, userId: users.id, nombre: users.nombre })
            .from(reportes)
            .innerJoin(comentarios, eq(comentarios.id, reportes.comentarioId))
            .innerJoin(users, eq(users.id, reportes.userId))
            .where(and(inArray(reportes.comentarioId, rows.map((row) => row.id)), pending ? pendingReport : decidedReport))
            .orderBy(desc(reportes.creadoEn), desc(reportes.id))
        : [];
      const byComment = new Map<number, ComentarioModerado['reportes']>(rows.map((row) => [row.id, []]));
      for (const r of reports) {
        byComment.get(r.comentarioId)?.push({ motivo: r.motivo as MotivoReporte, usuario: { id: r.userId, nombre: r.nombre }, creadoEn: r.creadoEn.toISOString() });
      }
      const data = rows.map(
        (row): ComentarioModerado => ({
          id: row.id,
          contenido: row.contenido,
          creadoEn: row.creadoEn.toISOString(),
          ocultoEn: row.ocultoEn?.toISOString() ?? null,
          publicacion: { id: row.publicacionId, titulo: row.titulo },
          usuario: { id: row.userId, nombre: row.nombre, bloqueado: row.bloqueadoEn !== null },
          reportes: byComment.get(row.id) ?? [],
          decision: row.decision && row.revisadoEn ? { accion: row.decision, por: row.decisor, en: row.revisadoEn.toISOString() } : null,
        }),
      );
      return toPage(data, totals?.total ?? 0, { page, limit });
    },
    /**
     * 'Restaurar': shown again, and reviewed now, so the reports made so far no longer count; `adminId`
     * is recorded as who decided. The decision: 'restaurado' when it was hidden, 'descartado' when it
     * was visible (only its reports set aside; SET reads the row as it was). Undefined when there is no such comment.
     */
    async restore(id: number, adminId: number) {
      const [updated] = await db
        .update(comentarios)
        .set({
          ocultoEn: null,
          revisadoEn: sql`now()`,
          decision: sql`case when ${comentarios.ocultoEn} is null then 'descartado' else 'restaurado' end`,
          decididoPor: adminId,
        })
        .where(eq(comentarios.id, id))
        .returning({ decision: comentarios.decision });
      return updated?.decision ?? undefined;
    },
    /** 'Ocultar': hidden and reviewed now (a moderator's decision, no reports needed), by `adminId`. False when there is no such comment. */
    async hide(id: number, adminId: number) {
      const updated = await db
        .update(comentarios)
        .set({ ocultoEn: sql`now()`, revisadoEn: sql`now()`, decision: 'ocultado', decididoPor: adminId })
        .where(eq(comentarios.id, id))
        .returning({ id: comentarios.id });
      return updated.length > 0;
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
      return toComentario({ ...row!, nombre: author.nombre }, { admin: false });
    },
    /** The new text, marked edited now; undefined when there is no such comment. */
    async update(id: number, contenido: string, reader: Reader) {
      const [updated] = await db.update(comentarios).set({ contenido, editadoEn: new Date() }).where(eq(comentarios.id, id)).returning({ id: comentarios.id });
      if (!updated) return undefined;
      const [row] = await withAuthor().where(eq(comentarios.id, id)).limit(1);
      return row && toComentario(row, reader);
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
