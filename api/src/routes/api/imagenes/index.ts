import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { imagenInputSchema, imagenSchema, imagenUpdateSchema, MSG, type Imagen } from '@plataforma/contracts';
import { imageEntityReads, imageEntityWrites, type ImageEntityRoutes } from '../../../http/imageEntityRoutes';
import { scope } from '../../../plugins/app/scopes';

/** /api/imagenes: the home carousel, newest first; admins upload (multipart: titulo, descripcion?, file JPG/PNG/GIF/WebP). */
export default async function imagenRoutes(app: FastifyInstance) {
  const options: ImageEntityRoutes<Imagen, z.output<typeof imagenInputSchema>> = {
    tag: 'imagenes',
    name: 'imagen del carrusel',
    entity: imagenSchema,
    repository: () => app.imagenesRepository,
    input: imagenInputSchema,
    update: imagenUpdateSchema,
    fileField: 'file',
    fileRequired: MSG.debesSubirImagen,
    deleted: 'Imagen eliminada correctamente.',
    paginated: false,
  };
  await app.register(scope('public', (routes) => imageEntityReads(routes, options)));
  await app.register(scope('admin', (routes) => imageEntityWrites(routes, options)));
}
