import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, MSG, noticiaInputSchema, noticiaUpdateSchema } from '@plataforma/contracts';
import { noticias } from '../../../db/schema';
import { httpError } from '../../../errors';
import { noticiaSchema, toNoticiaDto } from '../../../noticias/dto';
import { removeImage } from '../../../media/images';
import { writeWithImage } from '../../../uploads/writeWithImage';
import { messageSchema } from '../../../users/dto';
import { readUserForm as readForm } from '../../../users/readUserForm';

const FOLDER = 'noticias';

/** Admin writes. Multipart: titulo, descripcion (10..1000), imagen (JPG/PNG, required on create). */
export default function write(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['noticias'];
  const { mediaDir } = app.config;

  routes.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Crear noticia (admin, multipart: titulo, descripcion, imagen)', consumes: ['multipart/form-data'], response: { 201: noticiaSchema } },
    },
    async (request, reply) => {
      const { input, photo } = await readForm(request, noticiaInputSchema);
      if (!photo) throw httpError(400, MSG.debesSubirImagen);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'photo', upload: photo }, async (imagenUrl) => {
        const [created] = await app.db.insert(noticias).values({ ...input, imagenUrl: imagenUrl! }).returning();
        return created;
      });
      return reply.code(201).send(toNoticiaDto(row!));
    },
  );

  routes.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Editar noticia (admin, multipart; solo cambian los campos enviados; imagen opcional)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: noticiaSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { input, photo } = await readForm(request, noticiaUpdateSchema);
      const [current] = await app.db.select().from(noticias).where(eq(noticias.id, id)).limit(1);
      if (!current) throw httpError(404, MSG.noEncontrado);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'photo', upload: photo, previous: current.imagenUrl }, async (imagenUrl) => {
        const changes = Object.fromEntries(Object.entries({ ...input, imagenUrl }).filter(([, value]) => value !== undefined));
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await app.db.update(noticias).set(changes).where(eq(noticias.id, id)).returning();
        return updated;
      });
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toNoticiaDto(row);
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Eliminar noticia y su imagen (admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      const [deleted] = await app.db.delete(noticias).where(eq(noticias.id, request.params.id)).returning();
      if (!deleted) throw httpError(404, MSG.noEncontrado);
      await removeImage(mediaDir, deleted.imagenUrl);
      return { message: 'Noticia eliminada correctamente.' };
    },
  );
}
