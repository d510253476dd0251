import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Asistencia, asistenciaInputSchema, asistenciaUpdateSchema } from '@plataforma/contracts';
import type { Database, Transaction } from '../../../db/client';
import { asistencias } from '../../../db/schema';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';
import { definedOnly, repositoryPlugin } from './shared';

type Row = typeof asistencias.$inferSelect;

/** The latest registrations first (the screen shows what was just entered at the top). */
const newestFirst = [desc(asistencias.creadoEn), desc(asistencias.id)];

const toAsistencia = ({ creadoEn: _creadoEn, ...rest }: Row): Asistencia => rest;

function matching(search: string) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(asistencias.nombreCompleto, pattern),
    ilike(asistencias.tituloEvento, pattern),
    ilike(asistencias.ci, pattern),
    ilike(asistencias.colegio, pattern),
    ilike(asistencias.distrito, pattern),
  );
}

export function createAsistenciasRepository(db: Database) {
  return {
    /** `search` matches name, event, CI, school or district (trigram indexes serve these ILIKEs). */
    async paginate({ page, limit, search }: PageQuery & { search: string }) {
      const where = matching(search);
      const [rows, [totals]] = await Promise.all([
        db.select().from(asistencias).where(where).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(asistencias).where(where),
      ]);
      return toPage(rows.map(toAsistencia), totals?.total ?? 0, { page, limit });
    },
    /** Every record the screen's search shows, for 'Exportar CSV'. */
    async findMatching(search: string) {
      return (await db.select().from(asistencias).where(matching(search)).orderBy(...newestFirst)).map(toAsistencia);
    },
    async findById(id: number) {
      const [row] = await db.select().from(asistencias).where(eq(asistencias.id, id)).limit(1);
      return row && toAsistencia(row);
    },
    async create(fields: z.output<typeof asistenciaInputSchema>) {
      const [row] = await db.insert(asistencias).values(fields).returning();
      return toAsistencia(row!);
    },
    /** Only the fields sent change; undefined when there is no such row. */
    async update(id: number, fields: z.output<typeof asistenciaUpdateSchema>, trx: Database | Transaction = db) {
      const changes = definedOnly(fields);
      const [row] =
        Object.keys(changes).length > 0
          ? await trx.update(asistencias).set(changes).where(eq(asistencias.id, id)).returning()
          : await trx.select().from(asistencias).where(eq(asistencias.id, id)).limit(1);
      return row && toAsistencia(row);
    },
    async delete(id: number) {
      const deleted = await db.delete(asistencias).where(eq(asistencias.id, id)).returning({ id: asistencias.id });
      return deleted.length > 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    asistenciasRepository: ReturnType<typeof createAsistenciasRepository>;
  }
}

export default repositoryPlugin('asistenciasRepository', (app) => createAsistenciasRepository(app.db));
