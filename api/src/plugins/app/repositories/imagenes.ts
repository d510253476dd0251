import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Imagen, imagenInputSchema } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { imagenes } from '../../../db/schema';
import type { MediaStore } from '../../../media/store';
import { createImageEntityRepository, type ImageEntityOptions } from './image-entity';
import { repositoryPlugin } from './shared';

type Row = typeof imagenes.$inferSelect;

/** The home carousel: JPG, PNG, GIF or WebP ('carousel' policy), newest first. */
const options: ImageEntityOptions<Row, Imagen> = {
  table: imagenes as never,
  image: 'url',
  folder: 'imagenes',
  policy: 'carousel',
  order: [desc(imagenes.creadoEn), desc(imagenes.id)],
  toDto: (row) => ({ id: row.id, titulo: row.titulo, descripcion: row.descripcion, url: row.url }),
};

const createImagenesRepository = (db: Database, media: MediaStore) =>
  createImageEntityRepository<Row, z.output<typeof imagenInputSchema>, Imagen>(db, media, options);

declare module 'fastify' {
  interface FastifyInstance {
    imagenesRepository: ReturnType<typeof createImagenesRepository>;
  }
}

export default repositoryPlugin('imagenesRepository', (app) => createImagenesRepository(app.db, app.media));
