import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG, noticiaInputSchema, noticiaSchema, noticiaUpdateSchema, type Noticia } from '@plataforma/contracts';
import { imageEntityReads, imageEntityWrites, type ImageEntityRoutes } from '../../../http/imageEntityRoutes';
import { scope } from '../../../plugins/app/scopes';

/** /api/noticias: public reads, newest first; admins write (multipart: titulo, descripcion 10..1000, imagen JPG/PNG required on create). */
export default async function noticiaRoutes(app: FastifyInstance) {
  const options: ImageEntityRoutes<Noticia, z.output<typeof noticiaInputSchema>> = {
    tag: 'noticias',
    name: 'noticia',
    entity: noticiaSchema,
    repository: () => app.noticiasRepository,
    input: noticiaInputSchema,
    update: noticiaUpdateSchema,
    fileField: 'imagen',
    fileRequired: MSG.debesSubirImagen,
    deleted: 'Noticia eliminada correctamente.',
    paginated: true,
  };
  await app.register(scope('public', (routes) => imageEntityReads(routes, options)));
  await app.register(scope('admin', (routes) => imageEntityWrites(routes, options)));
}
