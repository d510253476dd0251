import { count, eq } from 'drizzle-orm';
import type { Stats } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { afiliaciones, asistencias, eventos, imagenes, publicaciones, users } from '../../../db/schema';
import { repositoryPlugin } from './shared';

export function createStatsRepository(db: Database) {
  const total = async (table: typeof users | typeof publicaciones | typeof imagenes | typeof eventos | typeof asistencias) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    /** The admin dashboard's counters. */
    async totals(): Promise<Stats> {
      const pendientes = async () => (await db.select({ n: count() }).from(afiliaciones).where(eq(afiliaciones.estado, 'pendiente')))[0]?.n ?? 0;
      const [usuarios, pubs, imgs, evts, asis, afiliacionesPendientes] = await Promise.all([
        total(users),
        total(publicaciones),
        total(imagenes),
        total(eventos),
        total(asistencias),
        pendientes(),
      ]);
      return { usuarios, publicaciones: pubs, imagenes: imgs, eventos: evts, asistencias: asis, afiliacionesPendientes };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

export default repositoryPlugin('statsRepository', (app) => createStatsRepository(app.db));
