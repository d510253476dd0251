import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, MSG, pageQuerySchema } from '@plataforma/contracts';
import { noticias } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { newestFirst, noticiaSchema, toNoticiaDto } from '../../../noticias/dto';

export default function read(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['noticias'];

  routes.get(
    '/',
    { schema: { tags, summary: 'Noticias paginadas, las más nuevas primero', querystring: pageQuerySchema(10), response: { 200: pageSchema(noticiaSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        app.db.select().from(noticias).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(noticias),
      ]);
      return toPage(rows.map(toNoticiaDto), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/all',
    { schema: { tags, summary: 'Todas las noticias, las más nuevas primero', response: { 200: z.array(noticiaSchema) } } },
    async () => (await app.db.select().from(noticias).orderBy(...newestFirst)).map(toNoticiaDto),
  );

  routes.get(
    '/:id',
    { schema: { tags, summary: 'Una noticia', params: idParamSchema, response: { 200: noticiaSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(noticias).where(eq(noticias.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toNoticiaDto(row);
    },
  );
}
