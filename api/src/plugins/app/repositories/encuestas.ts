import { and, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, tallyOf, type Encuesta, type encuestaInputSchema, type MisVotos, type ResultadosEncuesta } from '@plataforma/contracts';
import { batched, column } from '../../../db/batch';
import type { Database, Transaction } from '../../../db/client';
import { encuestas, votos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { repositoryPlugin, newestFirst } from './shared';

type Row = typeof encuestas.$inferSelect;
type Fields = z.output<typeof encuestaInputSchema>;

/** Internal reads (tallies, the export) see every count, as an admin does. */
const ADMIN_VIEW: Viewer = { id: 0, admin: true };

/**
 * Who asks (null or undefined: a visitor), `admin` when the request may use an admin's powers
 * (adminPowers.ts): results (`votos`) are shown or not by `seesResults`, which depends on it.
 */
export type Viewer = { id: number; admin: boolean } | null | undefined;

const isClosed = (cierraEn: Date | null, now = Date.now()) => cierraEn !== null && cierraEn.getTime() <= now;

/** Everyone sees a closed survey's results, an admin always, a member once they voted (a visitor's open survey shows no tally, so it cannot sway a vote). */
export const seesResults = ({ cerrada, viewer, voted }: { cerrada: boolean; viewer: Viewer; voted: boolean }) =>
  cerrada || viewer?.admin === true || voted;

export function createEncuestasRepository(db: Database) {
  const castVote = voteCaster(db);
  /**
   * Surveys as the API sends them, in two queries whatever their number: `votos` counted from the
   * vote rows (every option, 0 when none) for whoever may see them; `yaVotaste` only when a member is asking.
   */
  async function withVotes(rows: Row[], viewer: Viewer): Promise<Encuesta[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [tallies, mine] = await Promise.all([
      db
        .select({ encuestaId: votos.encuestaId, opcion: votos.opcion, total: count() })
        .from(votos)
        .where(inArray(votos.encuestaId, ids))
        .groupBy(votos.encuestaId, votos.opcion),
      !viewer
        ? Promise.resolve([])
        : db.select({ encuestaId: votos.encuestaId }).from(votos).where(and(eq(votos.userId, viewer.id), inArray(votos.encuestaId, ids))),
    ]);
    const voted = new Set(mine.map((vote) => vote.encuestaId));
    const now = Date.now();
    return rows.map((row) => {
      const cerrada = isClosed(row.cierraEn, now);
      const counts = Object.fromEntries(row.opciones.map((opcion) => [opcion, 0]));
      for (const tally of tallies) if (tally.encuestaId === row.id && tally.opcion in counts) counts[tally.opcion] = tally.total;
      return {
        id: row.id,
        titulo: row.titulo,
        descripcion: row.descripcion,
        opciones: row.opciones,
        ...(seesResults({ cerrada, viewer, voted: voted.has(row.id) }) ? { votos: counts } : {}),
        creadoEn: row.creadoEn.toISOString(),
        cierraEn: row.cierraEn?.toISOString() ?? null,
        cerrada,
        ...(viewer ? { yaVotaste: voted.has(row.id) } : {}),
      };
    });
  }
  const one = async (row: Row | undefined, viewer: Viewer) => (row ? (await withVotes([row], viewer))[0] : undefined);

  return {
    async paginate({ page, limit }: PageQuery, viewer?: Viewer) {
      const [rows, [totals]] = await Promise.all([
        db.select().from(encuestas).orderBy(...newestFirst(encuestas)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(encuestas),
      ]);
      return toPage(await withVotes(rows, viewer), totals?.total ?? 0, { page, limit });
    },
    async findAll(viewer?: Viewer) {
      return withVotes(await db.select().from(encuestas).orderBy(...newestFirst(encuestas)), viewer);
    },
    async findById(id: number, viewer?: Viewer) {
      const [row] = await db.select().from(encuestas).where(eq(encuestas.id, id)).limit(1);
      return one(row, viewer);
    },
    async create(fields: Fields, viewer: Viewer) {
      const [row] = await db.insert(encuestas).values(fields).returning();
      return (await one(row, viewer))!;
    },
    /** Whether this member's vote is in the survey (the live results are theirs only then). */
    async hasVoted(id: number, userId: number) {
      const [row] = await db.select({ id: votos.id }).from(votos).where(and(eq(votos.encuestaId, id), eq(votos.userId, userId))).limit(1);
      return row !== undefined;
    },
    /** The tallies of these surveys (every option, 0 when none); a deleted survey is absent. */
    async tallies(ids: number[]): Promise<Map<number, Record<string, number>>> {
      if (ids.length === 0) return new Map();
      const surveys = await withVotes(await db.select().from(encuestas).where(inArray(encuestas.id, ids)), ADMIN_VIEW);
      return new Map(surveys.map((survey) => [survey.id, survey.votos!]));
    },
    /** Each option's votes and share (%, one decimal) in the survey's order, for the admin's export. */
    async results(id: number): Promise<ResultadosEncuesta | undefined> {
      const [row] = await db.select().from(encuestas).where(eq(encuestas.id, id)).limit(1);
      const survey = await one(row, ADMIN_VIEW);
      if (!survey) return undefined;
      const { total, resultados } = tallyOf(survey.opciones, survey.votos!);
      return { id: survey.id, titulo: survey.titulo, creadoEn: survey.creadoEn, cierraEn: survey.cierraEn, total, cerrada: survey.cerrada, resultados };
    },
    /** The option this member chose in each survey they voted on, by survey id (theirs alone: never in a shared answer). */
    async choicesOf(userId: number): Promise<MisVotos> {
      const rows = await db.select({ encuestaId: votos.encuestaId, opcion: votos.opcion }).from(votos).where(eq(votos.userId, userId));
      return Object.fromEntries(rows.map((row) => [String(row.encuestaId), row.opcion]));
    },
    /** Replaces the survey; the votes of options that remain are kept, the others go. */
    async update(id: number, changes: Fields, viewer: Viewer, trx?: Transaction) {
      const run = async (tx: Transaction) => {
        const [updated] = await tx.update(encuestas).set(changes).where(eq(encuestas.id, id)).returning();
        if (updated) await tx.delete(votos).where(and(eq(votos.encuestaId, id), not(inArray(votos.opcion, changes.opciones))));
        return updated;
      };
      const row = trx ? await run(trx) : await db.transaction(run);
      return one(row, viewer);
    },
    /** True when it existed; its votes go with it (ON DELETE CASCADE). */
    async delete(id: number) {
      const deleted = await db.delete(encuestas).where(eq(encuestas.id, id)).returning({ id: encuestas.id });
      return deleted.length > 0;
    },
    /**
     * One vote per member and survey, kept by the database. Returns the survey with its tally, or
     * null when this member had voted already, 'closed' past its `cierraEn`; undefined when there is no such survey.
     */
    async vote(id: number, userId: number, opcion: string): Promise<Encuesta | 'closed' | null | undefined> {
      const outcome = await castVote({ id, userId, opcion });
      if (outcome === 'invalid') throw httpError(400, MSG.opcionInexistente);
      return outcome;
    },
  };
}

interface Ballot {
  id: number;
  userId: number;
  opcion: string;
}

interface VotedSurveyRow extends Record<string, unknown> {
  id: number;
  titulo: string;
  descripcion: string | null;
  opciones: string[];
  creado_ms: number;
  cierra_ms: number | null;
  /** Past `cierra_en` at this statement's `now()`: it inserted nothing into this survey. */
  cerrada: boolean;
  /** The members whose vote this statement inserted. */
  votantes: number[] | null;
  /** The tally before this statement (its snapshot does not see its own inserts); null when it inserted nothing. */
  votos: Record<string, number> | null;
}

/**
 * The votes that arrive together, cast in ONE statement (`batched`): the surveys' rows locked FOR
 * SHARE (an edit, which locks its row for update, cannot remove an option between the check and the
 * insert; votes do not wait for each other), one multi-row insert that UNIQUE(encuesta_id, user_id)
 * decides (a vote already in the table, or the same member's second vote in the batch, inserts
 * nothing; a survey past its `cierra_en` takes none, decided under the same lock, so a vote cannot
 * slip in after the closing time), and each survey's tally, read only when the statement inserted into it. Rows go in
 * sorted by (survey, member) in every batch, so two batches (of this process or another) waiting on
 * each other's uncommitted votes always wait in the same order and cannot deadlock. Every ballot
 * gets its own outcome: the survey with the tally after this statement, 'closed', null (had voted),
 * 'invalid' (no such option) or undefined (no such survey).
 */
function voteCaster(db: Database) {
  return batched(async (ballots: Ballot[]): Promise<(Encuesta | 'closed' | null | 'invalid' | undefined)[]> => {
    const { rows } = await db.execute<VotedSurveyRow>(sql`
      WITH ballot AS (
        SELECT * FROM unnest(${column(ballots, 'id')}::int[], ${column(ballots, 'userId')}::int[], ${column(ballots, 'opcion')}::text[])
          WITH ORDINALITY AS b(encuesta_id, user_id, opcion, n)
      ), s AS (
        SELECT id, titulo, descripcion, opciones, creado_en, cierra_en, coalesce(cierra_en <= now(), false) AS cerrada
        FROM encuestas WHERE id IN (SELECT encuesta_id FROM ballot) FOR SHARE
      ), ins AS (
        INSERT INTO votos (encuesta_id, user_id, opcion)
        SELECT DISTINCT ON (b.encuesta_id, b.user_id) b.encuesta_id, b.user_id, b.opcion
        FROM ballot b JOIN s ON s.id = b.encuesta_id
        WHERE b.opcion = ANY (s.opciones) AND NOT s.cerrada
        ORDER BY b.encuesta_id, b.user_id, b.n
        ON CONFLICT (encuesta_id, user_id) DO NOTHING
        RETURNING encuesta_id, user_id
      )
      SELECT s.id, s.titulo, s.descripcion, to_json(s.opciones) AS opciones,
        floor(extract(epoch FROM s.creado_en) * 1000)::float8 AS creado_ms,
        floor(extract(epoch FROM s.cierra_en) * 1000)::float8 AS cierra_ms, s.cerrada,
        (SELECT json_agg(ins.user_id) FROM ins WHERE ins.encuesta_id = s.id) AS votantes,
        (SELECT json_object_agg(t.opcion, t.n) FROM (
          SELECT v.opcion, count(*)::int AS n FROM votos v
          WHERE v.encuesta_id = s.id AND EXISTS (SELECT 1 FROM ins WHERE ins.encuesta_id = s.id) GROUP BY v.opcion
        ) t) AS votos
      FROM s`);
    const surveys = new Map(rows.map((row) => [Number(row.id), row]));
    const inserted = new Set(rows.flatMap((row) => (row.votantes ?? []).map((userId) => `${row.id} ${userId}`)));
    // Which ballot each inserted vote was: the member's first valid one for that survey, as DISTINCT ON chose.
    const counted = new Map<string, Ballot>();
    for (const ballot of ballots) {
      const key = `${ballot.id} ${ballot.userId}`;
      if (inserted.has(key) && !counted.has(key) && surveys.get(ballot.id)!.opciones.includes(ballot.opcion)) counted.set(key, ballot);
    }
    const tallies = new Map<number, Record<string, number>>();
    for (const row of surveys.values()) {
      const before = row.votos ?? {};
      tallies.set(Number(row.id), Object.fromEntries(row.opciones.map((o) => [o, Number(before[o] ?? 0)])));
    }
    for (const ballot of counted.values()) tallies.get(ballot.id)![ballot.opcion]! += 1;
    return ballots.map((ballot) => {
      const row = surveys.get(ballot.id);
      if (!row) return undefined;
      if (row.cerrada) return 'closed';
      if (!row.opciones.includes(ballot.opcion)) return 'invalid';
      if (counted.get(`${ballot.id} ${ballot.userId}`) !== ballot) return null;
      return {
        id: Number(row.id),
        titulo: row.titulo,
        descripcion: row.descripcion,
        opciones: row.opciones,
        votos: { ...tallies.get(ballot.id)! },
        creadoEn: new Date(Number(row.creado_ms)).toISOString(),
        cierraEn: row.cierra_ms === null ? null : new Date(Number(row.cierra_ms)).toISOString(),
        cerrada: false,
        yaVotaste: true,
      };
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    encuestasRepository: ReturnType<typeof createEncuestasRepository>;
  }
}

export default repositoryPlugin('encuestasRepository', (app) => createEncuestasRepository(app.db));
