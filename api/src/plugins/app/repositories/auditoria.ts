import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { type AuditoriaEntrada, type AuditoriaFiltros, BOLIVIA_OFFSET } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { auditoria } from '../../../db/schema';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { repositoryPlugin } from './shared';

export interface NuevaEntrada {
  admin: { id: number; nombre: string };
  accion: string;
  entidad: string;
  entidadId: string | null;
  resumen: string;
}

export interface AuditoriaFiltro {
  adminId?: number;
  accion?: string;
  /** Bolivian calendar days ('2026-11-25'), both included. */
  desde?: string;
  hasta?: string;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00${BOLIVIA_OFFSET}`);

const toEntrada = (row: typeof auditoria.$inferSelect): AuditoriaEntrada => ({ ...row, creadoEn: row.creadoEn.toISOString() });

export function createAuditoriaRepository(db: Database) {
  return {
    /** Appends one line; the table takes nothing else (its trigger refuses UPDATE, DELETE and TRUNCATE). */
    async record({ admin, accion, entidad, entidadId, resumen }: NuevaEntrada): Promise<void> {
      await db.insert(auditoria).values({ adminId: admin.id, adminNombre: admin.nombre, accion, entidad, entidadId, resumen });
    },
    async paginate({ page, limit, adminId, accion, desde, hasta }: PageQuery & AuditoriaFiltro) {
      const conditions: SQL[] = [];
      if (adminId !== undefined) conditions.push(eq(auditoria.adminId, adminId));
      if (accion !== undefined) conditions.push(eq(auditoria.accion, accion));
      if (desde) conditions.push(gte(auditoria.creadoEn, startOfDay(desde)));
      // Before the next day's Bolivian midnight, reckoned by PostgreSQL: after 9999-12-31 comes year 10000,
      // which JavaScript's dates cannot hand it.
      if (hasta) conditions.push(sql`${auditoria.creadoEn} < ((${hasta}::date + 1)::timestamp - ${BOLIVIA_OFFSET}::interval) AT TIME ZONE 'UTC'`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditoria)
          .where(where)
          .orderBy(desc(auditoria.creadoEn), desc(auditoria.id))
          .limit(limit)
          .offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(auditoria).where(where),
      ]);
      return toPage(rows.map(toEntrada), totals?.total ?? 0, { page, limit });
    },
    /** The actions and admins the log holds, for the screen's filters. */
    async filtros(): Promise<AuditoriaFiltros> {
      const [acciones, admins] = await Promise.all([
        db.selectDistinct({ accion: auditoria.accion }).from(auditoria).orderBy(asc(auditoria.accion)),
        db.selectDistinct({ id: auditoria.adminId, nombre: auditoria.adminNombre }).from(auditoria).orderBy(asc(auditoria.adminNombre)),
      ]);
      return { acciones: acciones.map((row) => row.accion), admins };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    auditoriaRepository: ReturnType<typeof createAuditoriaRepository>;
  }
}

export default repositoryPlugin('auditoriaRepository', (app) => createAuditoriaRepository(app.db));
