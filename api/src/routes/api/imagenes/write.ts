import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, imagenInputSchema, imagenUpdateSchema, MSG } from '@plataforma/contracts';
import { imagenes } from '../../../db/schema';
import { httpError } from '../../../errors';
import { imagenSchema, toImagenDto } from '../../../imagenes/dto';
import { removeImage } from '../../../media/images';
import { writeWithImage } from '../../../uploads/writeWithImage';
import { messageSchema } from '../../../users/dto';
import { readUserForm as readForm } from '../../../users/readUserForm';

const FOLDER = 'imagenes';

/** Admin writes. Multipart: titulo, descripcion?, and the image file (JPG, PNG, GIF or WebP; any field name). */
export default function write(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imagenes'];
  const { mediaDir } = app.config;

  routes.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { tags, summary: 'Subir imagen al carrusel (admin, multipart: titulo, descripcion?, file)', consumes: ['multipart/form-data'], response: { 201: imagenSchema } },
    },
    async (request, reply) => {
      const { input, photo } = await readForm(request, imagenInputSchema);
      if (!photo) throw httpError(400, MSG.debesSubirImagen);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'carousel', upload: photo }, async (url) => {
        const [created] = await app.db.insert(imagenes).values({ ...input, descripcion: input.descripcion ?? null, url: url! }).returning();
        return created;
      });
      return reply.code(201).send(toImagenDto(row!));
    },
  );

  routes.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Editar imagen del carrusel (admin, multipart; solo cambian los campos enviados; archivo opcional)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: imagenSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { input, photo } = await readForm(request, imagenUpdateSchema);
      const [current] = await app.db.select().from(imagenes).where(eq(imagenes.id, id)).limit(1);
      if (!current) throw httpError(404, MSG.noEncontrado);
      const row = await writeWithImage({ mediaDir, folder: FOLDER, policy: 'carousel', upload: photo, previous: current.url }, async (url) => {
        const changes = Object.fromEntries(Object.entries({ ...input, url }).filter(([, value]) => value !== undefined));
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await app.db.update(imagenes).set(changes).where(eq(imagenes.id, id)).returning();
        return updated;
      });
      if (!row) throw httpError(404, MSG.noEncontrado);
      return toImagenDto(row);
    },
  );

  routes.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { tags, summary: 'Eliminar imagen del carrusel y su archivo (admin)', params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      const [deleted] = await app.db.delete(imagenes).where(eq(imagenes.id, request.params.id)).returning();
      if (!deleted) throw httpError(404, MSG.noEncontrado);
      await removeImage(mediaDir, deleted.url);
      return { message: 'Imagen eliminada correctamente.' };
    },
  );
}
