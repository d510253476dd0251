import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { MODERACION_MSG, MSG, REPORTE_CUENTA_HORAS, REPORTES_PARA_OCULTAR, type MotivoReporte, type Reporte } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { comentarios, reportes, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { repositoryPlugin } from './shared';

export function createReportesRepository(db: Database) {
  return {
    /**
     * A member reports another's comment, once (409 on a second report or once it is hidden, 403 on
     * their own, 404 when gone). The comment's row is locked first, so concurrent reports queue: each
     * counts the ones committed before it, and the one that reaches REPORTES_PARA_OCULTAR since the
     * last review hides the comment, in the same transaction, exactly once. Only reports made by
     * accounts REPORTE_CUENTA_HORAS old count, and an admin's comment is never hidden this way: its
     * reports wait for another admin's review. `hid`: this report hid the comment (what visitors read changed).
     */
    async report(comentarioId: number, userId: number, motivo: MotivoReporte): Promise<{ reporte: Reporte; hid: boolean }> {
      return db.transaction(async (tx) => {
        const [comentario] = await tx
          .select({ userId: comentarios.userId, ocultoEn: comentarios.ocultoEn, revisadoEn: comentarios.revisadoEn, autorRol: users.rol })
          .from(comentarios)
          .innerJoin(users, eq(users.id, comentarios.userId))
          .where(eq(comentarios.id, comentarioId))
          .for('update', { of: comentarios });
        if (!comentario) throw httpError(404, MSG.noEncontrado);
        if (comentario.userId === userId) throw httpError(403, MODERACION_MSG.reportePropio);
        if (comentario.ocultoEn !== null) throw httpError(409, MODERACION_MSG.yaOculto);
        const [row] = await tx.insert(reportes).values({ comentarioId, userId, motivo }).onConflictDoNothing().returning();
        if (!row) throw httpError(409, MODERACION_MSG.reporteRepetido);
        let hid = false;
        if (comentario.autorRol !== 'admin') {
          const sinceReview = comentario.revisadoEn ? gt(reportes.creadoEn, comentario.revisadoEn) : undefined;
          const seasoned = lte(users.creadoEn, sql`${reportes.creadoEn} - make_interval(hours => ${REPORTE_CUENTA_HORAS})`);
          const [counted] = await tx
            .select({ total: count() })
            .from(reportes)
            .innerJoin(users, eq(users.id, reportes.userId))
            .where(and(eq(reportes.comentarioId, comentarioId), sinceReview, seasoned));
          hid = (counted?.total ?? 0) >= REPORTES_PARA_OCULTAR;
          if (hid) await tx.update(comentarios).set({ ocultoEn: sql`now()` }).where(eq(comentarios.id, comentarioId));
        }
        return { reporte: { id: row.id, comentarioId, motivo: row.motivo, creadoEn: row.creadoEn.toISOString() }, hid };
      });
    },
    /** The reports a member made (their data download). */
    byUser(userId: number) {
      return db
        .select({ comentarioId: reportes.comentarioId, motivo: reportes.motivo, creadoEn: reportes.creadoEn })
        .from(reportes)
        .where(eq(reportes.userId, userId))
        .orderBy(asc(reportes.creadoEn));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    reportesRepository: ReturnType<typeof createReportesRepository>;
  }
}

export default repositoryPlugin('reportesRepository', (app) => createReportesRepository(app.db));
