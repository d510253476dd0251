import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPublicacionSchema, Publicacion } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { publicaciones } from '../../../db/schema';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { repositoryPlugin, newestFirst } from './shared';

type Row = typeof publicaciones.$inferSelect;


const toPublicacion = (row: Row): Publicacion => ({ id: row.id, titulo: row.titulo, contenido: row.contenido, creadoEn: row.creadoEn.toISOString() });

export function createPublicacionesRepository(db: Database) {
  return {
    async paginate({ page, limit }: PageQuery) {
      const [rows, [totals]] = await Promise.all([
        db.select().from(publicaciones).orderBy(...newestFirst(publicaciones)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(publicaciones),
      ]);
      return toPage(rows.map(toPublicacion), totals?.total ?? 0, { page, limit });
    },
    async findAll() {
      return (await db.select().from(publicaciones).orderBy(...newestFirst(publicaciones))).map(toPublicacion);
    },
    async findById(id: number) {
      const [row] = await db.select().from(publicaciones).where(eq(publicaciones.id, id)).limit(1);
      return row && toPublicacion(row);
    },
    async create(fields: z.output<typeof createPublicacionSchema>) {
      const [row] = await db.insert(publicaciones).values(fields).returning();
      return toPublicacion(row!);
    },
    /** True when it existed; its comments go with it (ON DELETE CASCADE). */
    async delete(id: number) {
      const deleted = await db.delete(publicaciones).where(eq(publicaciones.id, id)).returning({ id: publicaciones.id });
      return deleted.length > 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicacionesRepository: ReturnType<typeof createPublicacionesRepository>;
  }
}

export default repositoryPlugin('publicacionesRepository', (app) => createPublicacionesRepository(app.db));
