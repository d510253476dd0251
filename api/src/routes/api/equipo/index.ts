import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MiembroEquipo } from '@plataforma/contracts';
import { equipo } from '../../../db/schema';

const miembroSchema = z.object({ id: z.number().int(), imagen: z.string(), nombre: z.string(), rol: z.string(), descripcion: z.string() });

/** /api/equipo: the team of /conocenos, public, in the order the organisation chose. */
export default async function equipoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    { schema: { tags: ['equipo'], summary: 'Miembros del equipo, en su orden', response: { 200: z.array(miembroSchema) } } },
    async (): Promise<MiembroEquipo[]> => {
      const rows = await app.db.select().from(equipo).orderBy(asc(equipo.orden), asc(equipo.id));
      return rows.map(({ id, imagen, nombre, rol, descripcion }) => ({ id, imagen, nombre, rol, descripcion }));
    },
  );
}
