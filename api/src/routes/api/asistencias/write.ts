import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asistenciaInputSchema, asistenciaUpdateSchema, idParamSchema, MSG } from '@plataforma/contracts';
import { asistenciaSchema, toAsistenciaDto } from '../../../asistencias/dto';
import { readAsistenciaBody } from '../../../asistencias/readBody';
import { asistencias } from '../../../db/schema';
import { httpError } from '../../../errors';
import { messageSchema } from '../../../users/dto';

/** Create, partial update and delete; JSON or multipart bodies (SPEC §7). */
export default function write(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['asistencias'];
  const consumes = ['application/json', 'multipart/form-data'];

  routes.post(
    '/',
    { schema: { tags, summary: 'Registrar asistencia (JSON o multipart)', consumes, response: { 201: asistenciaSchema } } },
    async (request, reply) => {
      const input = await readAsistenciaBody(request, asistenciaInputSchema);
      const [row] = await app.db.insert(asistencias).values(input).returning();
      return reply.code(201).send(toAsistenciaDto(row!));
    },
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Editar asistencia (JSON o multipart; solo cambian los campos enviados)',
        consumes,
        params: idParamSchema,
        response: { 200: asistenciaSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = await readAsistenciaBody(request, asistenciaUpdateSchema);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const [row] =
        Object.keys(changes).length > 0
          ? await app.db.update(asistencias).set(changes).where(eq(asistencias.id, id)).returning()
          : await app.db.select().from(asistencias).where(eq(asistencias.id, id)).limit(1);
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toAsistenciaDto(row);
    },
  );

  routes.delete(
    '/:id',
    { schema: { tags, summary: 'Eliminar asistencia', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      const [deleted] = await app.db.delete(asistencias).where(eq(asistencias.id, request.params.id)).returning();
      if (!deleted) throw httpError(404, MSG.noEncontrado);
      return { message: 'Asistencia eliminada correctamente.' };
    },
  );
}
