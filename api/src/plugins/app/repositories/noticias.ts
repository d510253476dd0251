import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Noticia, noticiaInputSchema } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { noticias } from '../../../db/schema';
import type { MediaStore } from '../../../media/store';
import { createImageEntityRepository, type ImageEntityOptions } from './image-entity';
import { repositoryPlugin } from './shared';

type Row = typeof noticias.$inferSelect;

const options: ImageEntityOptions<Row, Noticia> = {
  table: noticias as never,
  image: 'imagenUrl',
  folder: 'noticias',
  policy: 'photo',
  // Newest first; the id breaks ties between news of the same instant.
  order: [desc(noticias.fecha), desc(noticias.id)],
  toDto: (row) => ({ id: row.id, titulo: row.titulo, descripcion: row.descripcion, imagenUrl: row.imagenUrl, fecha: row.fecha.toISOString() }),
};

const createNoticiasRepository = (db: Database, media: MediaStore) =>
  createImageEntityRepository<Row, z.output<typeof noticiaInputSchema>, Noticia>(db, media, options);

declare module 'fastify' {
  interface FastifyInstance {
    noticiasRepository: ReturnType<typeof createNoticiasRepository>;
  }
}

export default repositoryPlugin('noticiasRepository', (app) => createNoticiasRepository(app.db, app.media));
