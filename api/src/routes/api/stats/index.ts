import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Stats } from '@plataforma/contracts';
import { asistencias, eventos, imagenes, publicaciones, users } from '../../../db/schema';

const statsSchema = z.object({
  usuarios: z.number().int(),
  publicaciones: z.number().int(),
  imagenes: z.number().int(),
  eventos: z.number().int(),
  asistencias: z.number().int(),
});

/** /api/stats: the admin dashboard's counters. */
export default async function statsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['stats'], summary: 'Totales para el panel de administración', response: { 200: statsSchema } },
    },
    async (): Promise<Stats> => {
      const total = async (table: typeof users | typeof publicaciones | typeof imagenes | typeof eventos | typeof asistencias) =>
        (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
      const [usuarios, pubs, imgs, evts, asis] = await Promise.all([
        total(users),
        total(publicaciones),
        total(imagenes),
        total(eventos),
        total(asistencias),
      ]);
      return { usuarios, publicaciones: pubs, imagenes: imgs, eventos: evts, asistencias: asis };
    },
  );
}
