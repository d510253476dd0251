import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, type Encuesta, type encuestaInputSchema } from '@plataforma/contracts';
import type { Database, Transaction } from '../../../db/client';
import { encuestas, votos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { repositoryPlugin } from './shared';

type Row = typeof encuestas.$inferSelect;
type Fields = z.output<typeof encuestaInputSchema>;
interface VoteRow extends Record<string, unknown> {
  id: number;
  titulo: string;
  descripcion: string | null;
  opciones: string[];
  creado_ms: number;
  valida: boolean;
  insertado: number;
  votos: Record<string, number> | null;
}

const newestFirst = [desc(encuestas.creadoEn), desc(encuestas.id)];

export function createEncuestasRepository(db: Database) {
  /**
   * Surveys as the API sends them, in two queries whatever their number: `votos` counted from the
   * vote rows (every option, 0 when none); `yaVotaste` only when a member is asking.
   */
  async function withVotes(rows: Row[], userId: number | undefined): Promise<Encuesta[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [tallies, mine] = await Promise.all([
      db
        .select({ encuestaId: votos.encuestaId, opcion: votos.opcion, total: count() })
        .from(votos)
        .where(inArray(votos.encuestaId, ids))
        .groupBy(votos.encuestaId, votos.opcion),
      userId === undefined
        ? Promise.resolve([])
        : db.select({ encuestaId: votos.encuestaId }).from(votos).where(and(eq(votos.userId, userId), inArray(votos.encuestaId, ids))),
    ]);
    const voted = new Set(mine.map((vote) => vote.encuestaId));
    return rows.map((row) => {
      const counts = Object.fromEntries(row.opciones.map((opcion) => [opcion, 0]));
      for (const tally of tallies) if (tally.encuestaId === row.id && tally.opcion in counts) counts[tally.opcion] = tally.total;
      return {
        id: row.id,
        titulo: row.titulo,
        descripcion: row.descripcion,
        opciones: row.opciones,
        votos: counts,
        creadoEn: row.creadoEn.toISOString(),
        ...(userId === undefined ? {} : { yaVotaste: voted.has(row.id) }),
      };
    });
  }
  const one = async (row: Row | undefined, userId: number | undefined) => (row ? (await withVotes([row], userId))[0] : undefined);

  return {
    async paginate({ page, limit }: PageQuery, userId?: number) {
      const [rows, [totals]] = await Promise.all([
        db.select().from(encuestas).orderBy(...newestFirst).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(encuestas),
      ]);
      return toPage(await withVotes(rows, userId), totals?.total ?? 0, { page, limit });
    },
    async findAll(userId?: number) {
      return withVotes(await db.select().from(encuestas).orderBy(...newestFirst), userId);
    },
    async findById(id: number, userId?: number) {
      const [row] = await db.select().from(encuestas).where(eq(encuestas.id, id)).limit(1);
      return one(row, userId);
    },
    async create(fields: Fields, userId: number) {
      const [row] = await db.insert(encuestas).values(fields).returning();
      return (await one(row, userId))!;
    },
    /** Replaces the survey; the votes of options that remain are kept, the others go. */
    async update(id: number, changes: Fields, userId: number, trx?: Transaction) {
      const run = async (tx: Transaction) => {
        const [updated] = await tx.update(encuestas).set(changes).where(eq(encuestas.id, id)).returning();
        if (updated) await tx.delete(votos).where(and(eq(votos.encuestaId, id), not(inArray(votos.opcion, changes.opciones))));
        return updated;
      };
      const row = trx ? await run(trx) : await db.transaction(run);
      return one(row, userId);
    },
    /** True when it existed; its votes go with it (ON DELETE CASCADE). */
    async delete(id: number) {
      const deleted = await db.delete(encuestas).where(eq(encuestas.id, id)).returning({ id: encuestas.id });
      return deleted.length > 0;
    },
    /**
     * One vote per member and survey, kept by the database, in ONE statement (one round trip):
     * the survey row locked FOR SHARE (an edit, which locks it for update, cannot remove the option
     * between the check and the insert; votes do not wait for each other), the insert that
     * UNIQUE(encuesta_id, user_id) decides (a second vote inserts nothing, even at the same instant),
     * and the tally, read only when this vote counted. Returns the survey, or null when this member
     * had voted already; undefined when there is no such survey.
     */
    async vote(id: number, userId: number, opcion: string): Promise<Encuesta | null | undefined> {
      const result = await db.execute<VoteRow>(sql`
        WITH s AS (
          SELECT id, titulo, descripcion, opciones, creado_en FROM encuestas WHERE id = ${id}::int FOR SHARE
        ), ins AS (
          INSERT INTO votos (encuesta_id, user_id, opcion)
          SELECT s.id, ${userId}::int, ${opcion}::text FROM s WHERE ${opcion}::text = ANY (s.opciones)
          ON CONFLICT (encuesta_id, user_id) DO NOTHING
          RETURNING opcion
        )
        SELECT s.id, s.titulo, s.descripcion, to_json(s.opciones) AS opciones,
          floor(extract(epoch FROM s.creado_en) * 1000)::float8 AS creado_ms,
          ${opcion}::text = ANY (s.opciones) AS valida,
          (SELECT count(*) FROM ins)::int AS insertado,
          (SELECT json_object_agg(t.opcion, t.n) FROM (
            SELECT v.opcion, count(*)::int AS n FROM votos v WHERE v.encuesta_id = s.id AND EXISTS (SELECT 1 FROM ins) GROUP BY v.opcion
          ) t) AS votos
        FROM s`);
      const row = result.rows[0];
      if (!row) return undefined;
      if (!row.valida) throw httpError(400, MSG.opcionInexistente);
      if (Number(row.insertado) === 0) return null;
      // The statement's snapshot does not see its own insert: this vote is added here.
      const tallies = (row.votos ?? {}) as Record<string, number>;
      const counts = Object.fromEntries(row.opciones.map((o) => [o, Number(tallies[o] ?? 0)]));
      counts[opcion] = (counts[opcion] ?? 0) + 1;
      return {
        id: Number(row.id),
        titulo: row.titulo,
        descripcion: row.descripcion,
        opciones: row.opciones,
        votos: counts,
        creadoEn: new Date(Number(row.creado_ms)).toISOString(),
        yaVotaste: true,
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    encuestasRepository: ReturnType<typeof createEncuestasRepository>;
  }
}

export default repositoryPlugin('encuestasRepository', (app) => createEncuestasRepository(app.db));
