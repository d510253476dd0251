import { asc, count, desc, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EVENTO_DURACION_HORAS, MSG, type Evento, type eventoInputSchema } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { eventos, inscripciones } from '../../../db/schema';
import { httpError } from '../../../errors';
import type { PageQuery } from '../../../http/pagination';
import type { UploadedFile } from '../../../media/multipart';
import type { MediaStore } from '../../../media/store';
import { createImageEntityRepository, type ImageEntityOptions } from './image-entity';
import { constraintOf, pgCode, repositoryPlugin } from './shared';

type Row = typeof eventos.$inferSelect;
type Fields = z.output<typeof eventoInputSchema>;
/** An event before its sign-ups are counted. */
type Stored = Omit<Evento, 'inscritos' | 'inscrito'>;

/** `eventoPasado` (contracts) in SQL, over an event's start and end: its end (else 2 hours after its start) has come. */
export const eventoPasadoSql = (fecha: unknown, fechaFin: unknown) =>
  sql`(now() >= coalesce(${fechaFin}, ${fecha} + make_interval(hours => ${sql.raw(String(EVENTO_DURACION_HORAS))})))`;

const pasado = eventoPasadoSql(eventos.fecha, eventos.fechaFin);

/**
 * A write whose end is not after its start: when only one of the two was sent, the database's check
 * compares it with the stored other, under the row's lock.
 */
async function endAfterStart<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgCode(error) === '23514' && constraintOf(error) === 'eventos_fecha_fin_after_fecha') throw httpError(400, MSG.fechaFinAnterior);
    throw error;
  }
}

/** An event row as the API sends it, before its sign-ups are counted. */
export const toEvento = (row: Row): Stored => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  fecha: row.fecha.toISOString(),
  fechaFin: row.fechaFin?.toISOString() ?? null,
  lugar: row.lugar,
  imagen: row.imagen,
  cupo: row.cupo,
});

/**
 * Sign-ups per event, and whether `userId` is among them (only when a member is asking): one query
 * whatever the number of events.
 */
async function signupCounts(db: Database, ids: number[], userId: number | undefined) {
  const counts = new Map<number, { inscritos: number; inscrito: boolean }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      eventoId: inscripciones.eventoId,
      inscritos: count(),
      inscrito: userId === undefined ? sql<boolean>`false` : sql<boolean>`bool_or(${inscripciones.userId} = ${userId})`,
    })
    .from(inscripciones)
    .where(inArray(inscripciones.eventoId, ids))
    .groupBy(inscripciones.eventoId);
  for (const row of rows) counts.set(row.eventoId, { inscritos: Number(row.inscritos), inscrito: Boolean(row.inscrito) });
  return counts;
}

const options: ImageEntityOptions<Row, Stored> = {
  table: eventos as never,
  image: 'imagen',
  folder: 'eventos',
  policy: 'photo',
  // The agenda: upcoming events first, the soonest on top; then past ones, the most recent first
  // (an event stays upcoming until it has ended: `eventoPasado`).
  order: [asc(pasado), asc(sql`case when not ${pasado} then ${eventos.fecha} end`), desc(eventos.fecha), asc(eventos.id)],
  toDto: toEvento,
};

/**
 * Events with their sign-ups counted (`inscritos`), and `inscrito` only when a member asks (so a
 * visitor's payload, the one the public cache shares, never carries it).
 */
function createEventosRepository(db: Database, media: MediaStore) {
  const stored = createImageEntityRepository<Row, Fields, Stored>(db, media, options);
  async function withSignups(list: Stored[], userId?: number): Promise<Evento[]> {
    const counts = await signupCounts(
      db,
      list.map((evento) => evento.id),
      userId,
    );
    return list.map((evento) => {
      const count = counts.get(evento.id);
      return { ...evento, inscritos: count?.inscritos ?? 0, ...(userId === undefined ? {} : { inscrito: count?.inscrito ?? false }) };
    });
  }
  const one = async (evento: Stored | undefined, userId?: number) => evento && (await withSignups([evento], userId))[0];

  return {
    ...stored,
    async paginate(query: PageQuery, userId?: number) {
      const page = await stored.paginate(query);
      return { ...page, data: await withSignups(page.data, userId) };
    },
    async findAll(userId?: number) {
      return withSignups(await stored.findAll(), userId);
    },
    async findById(id: number, userId?: number) {
      return one(await stored.findById(id), userId);
    },
    async create(fields: Fields, file: UploadedFile | undefined) {
      return (await one(await endAfterStart(stored.create(fields, file))))!;
    },
    async update(id: number, fields: Partial<Fields>, file?: UploadedFile) {
      return one(await endAfterStart(stored.update(id, fields, file)));
    },
    /** The events not yet past, the soonest first (the calendar feed). */
    async upcoming() {
      const rows = await db.select().from(eventos).where(not(pasado)).orderBy(asc(eventos.fecha), asc(eventos.id));
      return withSignups(rows.map(options.toDto));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    eventosRepository: ReturnType<typeof createEventosRepository>;
  }
}

export default repositoryPlugin('eventosRepository', (app) => createEventosRepository(app.db, app.media));
