import { and, asc, eq, sql } from 'drizzle-orm';
import type { Evento, Inscrito, MiInscripcion } from '@plataforma/contracts';
import { batched, column } from '../../../db/batch';
import type { Database } from '../../../db/client';
import { asistencias, eventos, inscripciones, users } from '../../../db/schema';
import { eventoPasadoSql, toEvento } from './eventos';
import { repositoryPlugin } from './shared';

/**
 * What a sign-up came to: the event as the member now sees it (signed up) and whether this request
 * made the sign-up (`nueva`; false when the member was signed up before), a refusal, or no such event.
 */
export type SignUpOutcome = { evento: Evento; nueva: boolean } | 'lleno' | 'pasado' | undefined;

interface Request {
  eventoId: number;
  userId: number;
}

interface SignUpRow extends Record<string, unknown> {
  id: number;
  titulo: string;
  descripcion: string;
  fecha_ms: number;
  fecha_fin_ms: number | null;
  lugar: string | null;
  imagen: string | null;
  cupo: number | null;
  pasado: boolean;
  /** Places taken before this statement. */
  tomados: number;
  /** The members of this batch already signed up before it. */
  previos: number[] | null;
  /** The members this statement signed up. */
  nuevos: number[] | null;
  /** The requests (their place in the batch, from 1) whose sign-up this statement inserted: one per new member. */
  hechos: number[] | null;
}

/**
 * The sign-ups that arrive together (`batched`, as votes are), in one transaction of two statements.
 * The first locks the batch's events FOR UPDATE in id order, so batches (of this process or another)
 * wait for each other per event, always in the same order, and cannot deadlock. The second, whose
 * snapshot is taken once those locks are held and therefore sees every sign-up committed before,
 * counts the places taken and inserts, in arrival order, only as many new members as places remain.
 * (One statement cannot do both: under READ COMMITTED its snapshot predates the lock it waited for,
 * so it would count without the sign-ups of the batch it waited on and overfill the event.)
 */
function signUpBatch(db: Database) {
  return batched(async (requests: Request[]): Promise<SignUpOutcome[]> => {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM eventos WHERE id = ANY(${column(requests, 'eventoId')}::int[]) ORDER BY id FOR UPDATE`);
      const { rows } = await tx.execute<SignUpRow>(sql`
        WITH req AS (
          SELECT * FROM unnest(${column(requests, 'eventoId')}::int[], ${column(requests, 'userId')}::int[]) WITH ORDINALITY AS r(evento_id, user_id, n)
        ), e AS (
          SELECT e.id, e.titulo, e.descripcion, floor(extract(epoch FROM e.fecha) * 1000)::float8 AS fecha_ms,
            floor(extract(epoch FROM e.fecha_fin) * 1000)::float8 AS fecha_fin_ms, e.lugar, e.imagen, e.cupo,
            ${eventoPasadoSql(sql`e.fecha`, sql`e.fecha_fin`)} AS pasado,
            (SELECT count(*) FROM inscripciones i WHERE i.evento_id = e.id)::int AS tomados
          FROM eventos e WHERE e.id IN (SELECT evento_id FROM req)
        ), previos AS (
          SELECT DISTINCT i.evento_id, i.user_id FROM inscripciones i JOIN req r ON r.evento_id = i.evento_id AND r.user_id = i.user_id
        ), nuevo AS (
          SELECT DISTINCT ON (r.evento_id, r.user_id) r.evento_id, r.user_id, r.n
          FROM req r JOIN e ON e.id = r.evento_id
          WHERE NOT e.pasado AND NOT EXISTS (SELECT 1 FROM previos p WHERE p.evento_id = r.evento_id AND p.user_id = r.user_id)
          ORDER BY r.evento_id, r.user_id, r.n
        ), turno AS (
          SELECT nuevo.*, row_number() OVER (PARTITION BY nuevo.evento_id ORDER BY nuevo.n) AS k FROM nuevo
        ), ins AS (
          INSERT INTO inscripciones (evento_id, user_id)
          SELECT t.evento_id, t.user_id FROM turno t JOIN e ON e.id = t.evento_id
          WHERE e.cupo IS NULL OR t.k <= e.cupo - e.tomados
          ORDER BY t.evento_id, t.user_id
          ON CONFLICT (evento_id, user_id) DO NOTHING
          RETURNING evento_id, user_id
        )
        SELECT e.*,
          (SELECT json_agg(p.user_id) FROM previos p WHERE p.evento_id = e.id) AS previos,
          (SELECT json_agg(ins.user_id) FROM ins WHERE ins.evento_id = e.id) AS nuevos,
          (SELECT json_agg(t.n) FROM ins JOIN turno t USING (evento_id, user_id) WHERE ins.evento_id = e.id) AS hechos
        FROM e`);
      return rows;
    });
    const events = new Map(rows.map((row) => [Number(row.id), row]));
    return requests.map(({ eventoId, userId }, index) => {
      const row = events.get(eventoId);
      if (!row) return undefined;
      if (![...(row.previos ?? []), ...(row.nuevos ?? [])].includes(userId)) return row.pasado ? 'pasado' : 'lleno';
      // The same member twice in one batch: only the request that inserted is new.
      const nueva = (row.hechos ?? []).map(Number).includes(index + 1);
      const evento = toEvento({
        ...row,
        id: Number(row.id),
        fecha: new Date(Number(row.fecha_ms)),
        fechaFin: row.fecha_fin_ms === null ? null : new Date(Number(row.fecha_fin_ms)),
        cupo: row.cupo === null ? null : Number(row.cupo),
      });
      return { evento: { ...evento, inscritos: Number(row.tomados) + (row.nuevos ?? []).length, inscrito: true }, nueva };
    });
  });
}

/** Whether an admin recorded the attendance of a sign-up ('Marcar asistencia'). */
const asistenciaRegistrada = sql<boolean>`exists (select 1 from ${asistencias} where ${asistencias.eventoId} = ${inscripciones.eventoId} and ${asistencias.userId} = ${inscripciones.userId})`.mapWith(Boolean);

/** The inscripciones table: members signed up for events. */
export function createInscripcionesRepository(db: Database) {
  const signUpTogether = signUpBatch(db);
  return {
    /**
     * Signs the member up unless the event is past or full: the event with `inscritos` after it and
     * `inscrito`; signing up twice keeps one row and answers the same (but not `nueva`). Capacity holds under any
     * concurrency (`signUpBatch`).
     */
    signUp(eventoId: number, userId: number): Promise<SignUpOutcome> {
      return signUpTogether({ eventoId, userId });
    },
    /** Frees the member's place; 'pasado' once the event is over (its list stays for the check-in). */
    async cancel(eventoId: number, userId: number): Promise<'cancelado' | 'pasado' | undefined> {
      return db.transaction(async (tx) => {
        const [evento] = await tx.select({ pasado: eventoPasadoSql(eventos.fecha, eventos.fechaFin).mapWith(Boolean) }).from(eventos).where(eq(eventos.id, eventoId));
        if (!evento) return undefined;
        if (evento.pasado) return 'pasado';
        await tx.delete(inscripciones).where(and(eq(inscripciones.eventoId, eventoId), eq(inscripciones.userId, userId)));
        return 'cancelado';
      });
    },
    /** The event's registrants, in sign-up order, with whether their attendance was recorded. */
    async list(eventoId: number): Promise<Inscrito[]> {
      const rows = await db
        .select({
          userId: users.id,
          nombre: users.nombre,
          email: users.email,
          inscritoEn: inscripciones.creadoEn,
          asistenciaRegistrada,
        })
        .from(inscripciones)
        .innerJoin(users, eq(users.id, inscripciones.userId))
        .where(eq(inscripciones.eventoId, eventoId))
        .orderBy(asc(inscripciones.creadoEn), asc(inscripciones.id));
      return rows.map((row) => ({ ...row, inscritoEn: row.inscritoEn.toISOString() }));
    },
    /** The member's sign-ups ('Mis actividades', their data download), oldest first, with whether they attended. */
    async ofUser(userId: number): Promise<MiInscripcion[]> {
      const rows = await db
        .select({
          eventoId: eventos.id,
          titulo: eventos.titulo,
          fecha: eventos.fecha,
          fechaFin: eventos.fechaFin,
          lugar: eventos.lugar,
          inscritoEn: inscripciones.creadoEn,
          asistenciaRegistrada,
        })
        .from(inscripciones)
        .innerJoin(eventos, eq(eventos.id, inscripciones.eventoId))
        .where(eq(inscripciones.userId, userId))
        .orderBy(asc(inscripciones.creadoEn), asc(inscripciones.id));
      return rows.map((row) => ({
        ...row,
        fecha: row.fecha.toISOString(),
        fechaFin: row.fechaFin?.toISOString() ?? null,
        inscritoEn: row.inscritoEn.toISOString(),
      }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    inscripcionesRepository: ReturnType<typeof createInscripcionesRepository>;
  }
}

export default repositoryPlugin('inscripcionesRepository', (app) => createInscripcionesRepository(app.db));
