import { asc, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Evento, eventoInputSchema } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { eventos } from '../../../db/schema';
import type { MediaStore } from '../../../media/store';
import { createImageEntityRepository, type ImageEntityOptions } from './image-entity';
import { repositoryPlugin } from './shared';

type Row = typeof eventos.$inferSelect;

const options: ImageEntityOptions<Row, Evento> = {
  table: eventos as never,
  image: 'imagen',
  folder: 'eventos',
  policy: 'photo',
  // The agenda: upcoming events first, the soonest on top; then past ones, the most recent first
  // (an event of today stays upcoming until its start).
  order: [
    asc(sql`${eventos.fecha} < now()`),
    asc(sql`case when ${eventos.fecha} >= now() then ${eventos.fecha} end`),
    desc(eventos.fecha),
    asc(eventos.id),
  ],
  toDto: (row) => ({
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    fecha: row.fecha.toISOString(),
    lugar: row.lugar,
    imagen: row.imagen,
  }),
};

const createEventosRepository = (db: Database, media: MediaStore) =>
  createImageEntityRepository<Row, z.output<typeof eventoInputSchema>, Evento>(db, media, options);

declare module 'fastify' {
  interface FastifyInstance {
    eventosRepository: ReturnType<typeof createEventosRepository>;
  }
}

export default repositoryPlugin('eventosRepository', (app) => createEventosRepository(app.db, app.media));
