import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { MODERACION_MSG, MSG, REPORTES_PARA_OCULTAR, type MotivoReporte, type Reporte } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { comentarios, reportes } from '../../../db/schema';
import { httpError } from '../../../errors';
import { repositoryPlugin } from './shared';

export function createReportesRepository(db: Database) {
  return {
    /**
     * A member reports another's comment, once (409 on a second report, 403 on their own, 404 when gone).
     * The comment's row is locked first, so concurrent reports queue: each counts the ones committed
     * before it, and the one that reaches REPORTES_PARA_OCULTAR since the last review hides the comment,
     * in the same transaction, exactly once.
     */
    /** Records a report; `hid`: it was the one that hid the comment (what visitors read changed). */
    async report(comentarioId: number, userId: number, motivo: MotivoReporte): Promise<{ reporte: Reporte; hid: boolean }> {
      return db.transaction(async (tx) => {
        const [comentario] = await tx
          .select({ userId: comentarios.userId, ocultoEn: comentarios.ocultoEn, revisadoEn: comentarios.revisadoEn })
          .from(comentarios)
          .where(eq(comentarios.id, comentarioId))
          .for('update');
        if (!comentario) throw httpError(404, MSG.noEncontrado);
        if (comentario.userId === userId) throw httpError(403, MODERACION_MSG.reportePropio);
        const [row] = await tx.insert(reportes).values({ comentarioId, userId, motivo }).onConflictDoNothing().returning();
        if (!row) throw httpError(409, MODERACION_MSG.reporteRepetido);
        let hid = false;
        if (comentario.ocultoEn === null) {
          const sinceReview = comentario.revisadoEn ? gt(reportes.creadoEn, comentario.revisadoEn) : undefined;
          const [pending] = await tx.select({ total: count() }).from(reportes).where(and(eq(reportes.comentarioId, comentarioId), sinceReview));
          hid = (pending?.total ?? 0) >= REPORTES_PARA_OCULTAR;
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
