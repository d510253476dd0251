import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, MSG, pageQuerySchema } from '@plataforma/contracts';
import { eventos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { agendaOrder, eventoSchema, toEventoDto } from '../../../eventos/dto';

export default function read(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['eventos'];

  routes.get(
    '/',
    { schema: { tags, summary: 'Eventos paginados: los próximos primero (el más cercano arriba), luego los pasados', querystring: pageQuerySchema(10), response: { 200: pageSchema(eventoSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        app.db.select().from(eventos).orderBy(...agendaOrder).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(eventos),
      ]);
      return toPage(rows.map(toEventoDto), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/all',
    { schema: { tags, summary: 'Todos los eventos, en el orden de la agenda', response: { 200: z.array(eventoSchema) } } },
    async () => (await app.db.select().from(eventos).orderBy(...agendaOrder)).map(toEventoDto),
  );

  routes.get(
    '/:id',
    { schema: { tags, summary: 'Un evento', params: idParamSchema, response: { 200: eventoSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(eventos).where(eq(eventos.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toEventoDto(row);
    },
  );
}
