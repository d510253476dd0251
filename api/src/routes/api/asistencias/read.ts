import { count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, listAsistenciasQuerySchema, MSG } from '@plataforma/contracts';
import { asistenciaSchema, newestFirst, toAsistenciaDto } from '../../../asistencias/dto';
import { asistencias } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';

export default function read(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['asistencias'];

  routes.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Asistencias paginadas (búsqueda por nombre, evento, CI, colegio o distrito), las más recientes primero',
        querystring: listAsistenciasQuerySchema,
        response: { 200: pageSchema(asistenciaSchema) },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      const pattern = containsPattern(search);
      const where = search
        ? or(
            ilike(asistencias.nombreCompleto, pattern),
            ilike(asistencias.tituloEvento, pattern),
            ilike(asistencias.ci, pattern),
            ilike(asistencias.colegio, pattern),
            ilike(asistencias.distrito, pattern),
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        app.db.select().from(asistencias).where(where).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(asistencias).where(where),
      ]);
      return toPage(rows.map(toAsistenciaDto), totals?.total ?? 0, { page, limit });
    },
  );

  routes.get(
    '/:id',
    { schema: { tags, summary: 'Una asistencia', params: idParamSchema, response: { 200: asistenciaSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(asistencias).where(eq(asistencias.id, request.params.id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toAsistenciaDto(row);
    },
  );
}
