import { count, eq } from 'drizzle-orm';
import type { Stats } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { afiliaciones, asistencias, comentarios, eventos, imagenes, publicaciones, users } from '../../../db/schema';
import { awaitingReview } from './comentarios';
import { repositoryPlugin } from './shared';

export function createStatsRepository(db: Database) {
  const total = async (table: typeof users | typeof publicaciones | typeof imagenes | typeof eventos | typeof asistencias) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    /** The admin dashboard's counters. */
    async totals(): Promise<Stats> {
      const pendientes = async () => (await db.select({ n: count() }).from(afiliaciones).where(eq(afiliaciones.estado, 'pendiente')))[0]?.n ?? 0;
      // The comments the moderation screen lists: hidden, or reported since their last review.
      const reportados = async () => (await db.select({ n: count() }).from(comentarios).where(awaitingReview(db)))[0]?.n ?? 0;
      const [usuarios, pubs, imgs, evts, asis, afiliacionesPendientes, reportesPendientes] = await Promise.all([
        total(users),
        total(publicaciones),
        total(imagenes),
        total(eventos),
        total(asistencias),
        pendientes(),
        reportados(),
      ]);
      return { usuarios, publicaciones: pubs, imagenes: imgs, eventos: evts, asistencias: asis, afiliacionesPendientes, reportesPendientes };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

export default repositoryPlugin('statsRepository', (app) => createStatsRepository(app.db));
