import { randomBytes } from 'node:crypto';
import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AFILIACION_MSG,
  normalizarCi,
  type AfiliacionAdmin,
  type AfiliacionEstado,
  type AfiliacionMia,
  type AfiliacionVerificacion,
  type Departamento,
} from '@plataforma/contracts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../../db/client';
import { afiliaciones, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';
import type { DataCipher } from '../../../security/data-key';
import { constraintOf, pgCode, repositoryPlugin, newestFirst } from './shared';

type Row = typeof afiliaciones.$inferSelect;

export interface AfiliacionNueva {
  /** Normalised (`normalizarCi`), as `afiliacionInputSchema` gives it. */
  ci: string;
  fechaNacimiento: string;
  departamento: Departamento;
  celular: string;
  institucion: string | null;
}

export interface AfiliacionesFilter {
  estado: AfiliacionEstado | '';
  search: string;
}

/** The card's verification code: 144 random bits, base64url (24 characters); not the member number. */
const newCode = () => randomBytes(18).toString('base64url');

/** The next member number, from the sequence: `PJ-000001`. */
const nextNumero = sql<string>`'PJ-' || lpad(nextval('afiliacion_numero_seq')::text, 6, '0')`;

const ACTIVE: AfiliacionEstado[] = ['pendiente', 'aprobada'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Requests and approvals for one CI, one at a time until the transaction ends (a lock on its keyed hash). */
const lockCiIndex = (tx: Transaction, ciIndice: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${ciIndice}, 0))`);

/**
 * The afiliaciones table. CI, birth date and celular are encrypted here and only here
 * (`cipher.encrypt`); `ci_indice` is `cipher.index` of the normalised CI, for uniqueness and search.
 */
export function createAfiliacionesRepository(db: Database, cipher: DataCipher) {
  const clear = (stored: string | null) => (stored === null ? null : cipher.decrypt(stored));
  const base = (row: Row) => ({
    id: row.id,
    estado: row.estado,
    departamento: row.departamento as Departamento,
    institucion: row.institucion,
    numero: row.numero,
    motivo: row.motivo,
    creadoEn: row.creadoEn.toISOString(),
    revisadoEn: iso(row.revisadoEn),
    aprobadaEn: iso(row.aprobadaEn),
  });
  const toMia = (row: Row): AfiliacionMia => ({
    ...base(row),
    ci: clear(row.ci) ?? '',
    fechaNacimiento: clear(row.fechaNacimiento) ?? '',
    celular: clear(row.celular) ?? '',
    consentimientoEn: row.consentimientoEn.toISOString(),
    codigo: row.estado === 'aprobada' ? row.codigo : null,
  });
  const toAdmin = (row: Row, user: { nombre: string; email: string } | null): AfiliacionAdmin => ({
    ...base(row),
    userId: row.userId,
    nombre: user?.nombre ?? null,
    email: user?.email ?? null,
    ci: clear(row.ci),
    fechaNacimiento: clear(row.fechaNacimiento),
    celular: clear(row.celular),
    revisorId: row.revisorId,
    ciEnConflicto: row.ciEnConflicto,
  });

  function matching({ estado, search }: AfiliacionesFilter): SQL | undefined {
    const filters: SQL[] = [];
    if (estado) filters.push(eq(afiliaciones.estado, estado));
    if (search) {
      const ci = normalizarCi(search);
      filters.push(ci ? or(ilike(users.nombre, containsPattern(search)), eq(afiliaciones.ciIndice, cipher.index(ci)))! : ilike(users.nombre, containsPattern(search)));
    }
    return filters.length > 0 ? and(...filters) : undefined;
  }

  const adminSelect = () => db.select({ row: afiliaciones, nombre: users.nombre, email: users.email }).from(afiliaciones).leftJoin(users, eq(users.id, afiliaciones.userId));
  const toAdminRow = ({ row, nombre, email }: { row: Row; nombre: string | null; email: string | null }) =>
    toAdmin(row, nombre === null || email === null ? null : { nombre, email });

  /**
   * Moves a request from `from` to its next state under a row lock, so two admins deciding at once
   * are served one after the other and the second sees the first's decision (409). `check` runs
   * under that lock with the request's row; `lockCi` first takes its CI's lock (before the row's, in
   * the order a new request takes them). Undefined when there is no such request.
   */
  async function decide(
    id: number,
    from: AfiliacionEstado,
    refusal: string,
    set: () => PgUpdateSetSource<typeof afiliaciones>,
    { lockCi = false, check }: { lockCi?: boolean; check?: (tx: Transaction, row: Row) => Promise<void> } = {},
  ) {
    return db.transaction(async (tx) => {
      if (lockCi) {
        const [held] = await tx.select({ ciIndice: afiliaciones.ciIndice }).from(afiliaciones).where(eq(afiliaciones.id, id));
        if (held?.ciIndice) await lockCiIndex(tx, held.ciIndice);
      }
      const [current] = await tx.select().from(afiliaciones).where(eq(afiliaciones.id, id)).for('update');
      if (!current) return undefined;
      if (current.estado !== from) throw httpError(409, refusal);
      await check?.(tx, current);
      await tx.update(afiliaciones).set(set()).where(eq(afiliaciones.id, id));
      const [row] = await tx.select({ row: afiliaciones, nombre: users.nombre, email: users.email }).from(afiliaciones).leftJoin(users, eq(users.id, afiliaciones.userId)).where(eq(afiliaciones.id, id));
      return toAdminRow(row!);
    });
  }

  /**
   * An approval waits until no other pending or approved affiliation holds the CI: the admin first
   * rejects one of the requests (or revokes the approved card), so a CI is never approved for the
   * wrong person by a click.
   */
  async function refuseWhileInConflict(tx: Transaction, row: Row) {
    if (row.ciIndice === null) return;
    const [other] = await tx
      .select({ id: afiliaciones.id })
      .from(afiliaciones)
      .where(and(eq(afiliaciones.ciIndice, row.ciIndice), inArray(afiliaciones.estado, ACTIVE), ne(afiliaciones.id, row.id)))
      .limit(1);
    if (other) throw httpError(409, AFILIACION_MSG.carnetEnConflicto);
  }

  return {
    /**
     * A member's request. The member's own request in course is checked first, so a member who has
     * one gets the same 409 whatever CI they type. A CI another pending or approved affiliation holds
     * is accepted all the same, and both are flagged for the admin (`ci_en_conflicto`): refusing it
     * would tell anyone with an account whose CI it is. Requests for one CI are serialised (a
     * transaction lock on its keyed hash), so two at once see each other; the member's unique index
     * still answers two of their own requests at once.
     */
    async create(userId: number, input: AfiliacionNueva): Promise<AfiliacionMia> {
      try {
        return await db.transaction(async (tx) => {
          const [own] = await tx.select({ id: afiliaciones.id }).from(afiliaciones).where(and(eq(afiliaciones.userId, userId), inArray(afiliaciones.estado, ACTIVE))).limit(1);
          if (own) throw httpError(409, AFILIACION_MSG.solicitudEnCurso);
          const ciIndice = cipher.index(input.ci);
          await lockCiIndex(tx, ciIndice);
          const holders = await tx
            .update(afiliaciones)
            .set({ ciEnConflicto: true })
            .where(and(eq(afiliaciones.ciIndice, ciIndice), inArray(afiliaciones.estado, ACTIVE)))
            .returning({ id: afiliaciones.id });
          const [row] = await tx
            .insert(afiliaciones)
            .values({
              userId,
              ci: cipher.encrypt(input.ci),
              ciIndice,
              fechaNacimiento: cipher.encrypt(input.fechaNacimiento),
              celular: cipher.encrypt(input.celular),
              departamento: input.departamento,
              institucion: input.institucion,
              consentimientoEn: new Date(),
              ciEnConflicto: holders.length > 0,
            })
            .returning();
          return toMia(row!);
        });
      } catch (error) {
        if (pgCode(error) === '23505' && constraintOf(error) === 'afiliaciones_user_activa_unique') throw httpError(409, AFILIACION_MSG.solicitudEnCurso);
        throw error;
      }
    },

    /** The member's latest request (a rejected one until they send another), or null. */
    async mine(userId: number): Promise<AfiliacionMia | null> {
      const [row] = await db.select().from(afiliaciones).where(eq(afiliaciones.userId, userId)).orderBy(...newestFirst(afiliaciones)).limit(1);
      return row ? toMia(row) : null;
    },

    /** Every request of the member, oldest first, for their data download. */
    async ofUser(userId: number): Promise<AfiliacionMia[]> {
      const rows = await db.select().from(afiliaciones).where(eq(afiliaciones.userId, userId)).orderBy(afiliaciones.creadoEn, afiliaciones.id);
      return rows.map(toMia);
    },

    async paginate({ page, limit, ...filter }: PageQuery & AfiliacionesFilter) {
      const where = matching(filter);
      const [rows, [totals]] = await Promise.all([
        adminSelect().where(where).orderBy(...newestFirst(afiliaciones)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(afiliaciones).leftJoin(users, eq(users.id, afiliaciones.userId)).where(where),
      ]);
      return toPage(rows.map(toAdminRow), totals?.total ?? 0, { page, limit });
    },

    /** Every request the screen's filter shows, for 'Exportar CSV'. */
    async findMatching(filter: AfiliacionesFilter): Promise<AfiliacionAdmin[]> {
      return (await adminSelect().where(matching(filter)).orderBy(...newestFirst(afiliaciones))).map(toAdminRow);
    },

    /** Approves a pending request: the next member number and a new verification code. */
    approve(id: number, revisorId: number) {
      return decide(
        id,
        'pendiente',
        AFILIACION_MSG.soloPendiente,
        () => ({
          estado: 'aprobada',
          numero: nextNumero,
          codigo: newCode(),
          revisadoEn: new Date(),
          aprobadaEn: new Date(),
          revisorId,
          motivo: null,
          // What the admin saw, which the card vouches for.
          nombreAprobado: sql`(select ${users.nombre} from ${users} where ${users.id} = ${afiliaciones.userId})`,
          imagenAprobada: sql`(select ${users.imagen} from ${users} where ${users.id} = ${afiliaciones.userId})`,
        }),
        { lockCi: true, check: refuseWhileInConflict },
      );
    },

    reject(id: number, revisorId: number, motivo: string) {
      return decide(id, 'pendiente', AFILIACION_MSG.soloPendiente, () => ({ estado: 'rechazada', motivo, revisadoEn: new Date(), revisorId }));
    },

    /** Revokes an approved card: its code then reads 'Afiliación no vigente'; the number stays taken. */
    revoke(id: number, revisorId: number, motivo: string) {
      return decide(id, 'aprobada', AFILIACION_MSG.soloAprobada, () => ({ estado: 'revocada', motivo, revisadoEn: new Date(), revisorId }));
    },

    /** GET /api/verificar/:code: what the card shows for an approved code; undefined for any other. */
    async verify(code: string): Promise<Omit<AfiliacionVerificacion, 'verificadoEn'> | undefined> {
      const [found] = await db
        .select({
          estado: afiliaciones.estado,
          numero: afiliaciones.numero,
          aprobadaEn: afiliaciones.aprobadaEn,
          nombre: afiliaciones.nombreAprobado,
          imagen: afiliaciones.imagenAprobada,
          imagenActual: users.imagen,
        })
        .from(afiliaciones)
        .leftJoin(users, eq(users.id, afiliaciones.userId))
        .where(and(eq(afiliaciones.codigo, code), inArray(afiliaciones.estado, ['aprobada', 'revocada'])))
        .limit(1);
      if (!found) return undefined;
      if (found.estado !== 'aprobada' || found.nombre === null) {
        return { vigente: false, estado: AFILIACION_MSG.noVigente, nombre: null, imagen: null, numero: null, aprobadaEn: null };
      }
      // The name approved; the photo approved only while it is still the member's (a new one was never checked).
      const imagen = found.imagen === found.imagenActual ? found.imagen : null;
      return { vigente: true, estado: AFILIACION_MSG.vigente, nombre: found.nombre, imagen, numero: found.numero, aprobadaEn: iso(found.aprobadaEn) };
    },

    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(afiliaciones).where(eq(afiliaciones.estado, 'pendiente'));
      return row?.n ?? 0;
    },
  };
}

/**
 * Inside the account deletion's transaction, before the user row goes: a pending (or rejected)
 * request is withdrawn (deleted: it never had a number), an approved card is revoked, and every row
 * that stays (approved-then-revoked cards, earlier revocations) loses its personal data. The
 * foreign key then sets user_id null; the table's check refuses a row without its owner that still
 * holds a CI, birth date or phone.
 */
export async function forgetAfiliaciones(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(afiliaciones).where(and(eq(afiliaciones.userId, userId), inArray(afiliaciones.estado, ['pendiente', 'rechazada'])));
  await tx
    .update(afiliaciones)
    .set({ estado: 'revocada', motivo: AFILIACION_MSG.cuentaEliminada, revisadoEn: new Date(), revisorId: null })
    .where(and(eq(afiliaciones.userId, userId), eq(afiliaciones.estado, 'aprobada')));
  await tx
    .update(afiliaciones)
    .set({ ci: null, ciIndice: null, fechaNacimiento: null, celular: null, institucion: null, nombreAprobado: null, imagenAprobada: null })
    .where(and(eq(afiliaciones.userId, userId), inArray(afiliaciones.estado, ACTIVE.concat('revocada'))));
}

declare module 'fastify' {
  interface FastifyInstance {
    afiliacionesRepository: ReturnType<typeof createAfiliacionesRepository>;
  }
}

export default repositoryPlugin('afiliacionesRepository', (app) => createAfiliacionesRepository(app.db, app.cipher));
