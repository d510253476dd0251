import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, MSG } from '@plataforma/contracts';
import { imagenes } from '../../../db/schema';
import { httpError } from '../../../errors';
import { imagenSchema, toImagenDto } from '../../../imagenes/dto';

export default function read(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/',
    { schema: { tags: ['imagenes'], summary: 'Imágenes del carrusel, las más nuevas primero', response: { 200: z.array(imagenSchema) } } },
    async () => {
      const rows = await app.db.select().from(imagenes).orderBy(desc(imagenes.creadoEn), desc(imagenes.id));
      return rows.map(toImagenDto);
    },
  );
  routes.get(
    '/:id',
    { schema: { tags: ['imagenes'], summary: 'Una imagen del carrusel', params: idParamSchema, response: { 200: imagenSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(imagenes).where(eq(imagenes.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toImagenDto(row);
    },
  );
}
