import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventoInputSchema, eventoUpdateSchema, idParamSchema, MSG } from '@plataforma/contracts';
import { eventos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { eventoSchema, toEventoDto } from '../../../eventos/dto';
import { removeImage } from '../../../media/images';
import { writeWithImage } from '../../../uploads/writeWithImage';
import { messageSchema } from '../../../users/dto';
import { readUserForm as readForm } from '../../../users/readUserForm';

const FOLDER = 'eventos';

/** Admin writes. Multipart: titulo, descripcion (≥ 5), fecha (today..4 months), lugar?, imagen? (JPG/PNG). */
export default function write(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['eventos'];
  const { mediaDir } = app.config;

  routes.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Crear evento (admin, multipart: titulo, descripcion, fecha, lugar?, imagen?)', consumes: ['multipart/form-data'], response: { 201: eventoSchema } },
    },
    async (request, reply) => {
      const { input, photo } = await readForm(request, eventoInputSchema);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'photo', upload: photo }, async (imagen) => {
        const [created] = await app.db.insert(eventos).values({ ...input, lugar: input.lugar ?? null, imagen: imagen ?? null }).returning();
        return created;
      });
      return reply.code(201).send(toEventoDto(row!));
    },
  );

  routes.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Editar evento (admin, multipart; solo cambian los campos enviados; imagen opcional)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: eventoSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { input, photo } = await readForm(request, eventoUpdateSchema);
      const [current] = await app.db.select().from(eventos).where(eq(eventos.id, id)).limit(1);
      if (!current) throw httpError(404, MSG.noEncontrado);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'photo', upload: photo, previous: current.imagen }, async (imagen) => {
        const changes = Object.fromEntries(Object.entries({ ...input, imagen }).filter(([, value]) => value !== undefined));
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await app.db.update(eventos).set(changes).where(eq(eventos.id, id)).returning();
        return updated;
      });
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toEventoDto(row);
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Eliminar evento y su imagen (admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      const [deleted] = await app.db.delete(eventos).where(eq(eventos.id, request.params.id)).returning();
      if (!deleted) throw httpError(404, MSG.noEncontrado);
      await removeImage(mediaDir, deleted.imagen);
      return { message: 'Evento eliminado correctamente.' };
    },
  );
}
