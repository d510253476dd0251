import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { toBoliviaWallTime, type Asistencia, type asistenciaInputSchema, type asistenciaUpdateSchema } from '@plataforma/contracts';
import type { Database, Transaction } from '../../../db/client';
import { asistencias, eventos, inscripciones, users } from '../../../db/schema';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';
import type { DataCipher } from '../../../security/data-key';
import { API_MSG, httpError } from '../../../errors';
import { asistenciaCiKey } from '../../../security/encrypted-columns';
import { definedOnly, repositoryPlugin, newestFirst } from './shared';

type Row = typeof asistencias.$inferSelect;

/** The latest registrations first (the screen shows what was just entered at the top). */

/**
 * CI and celular as stored: encrypted under the data key, and the CI's keyed hash
 * (`asistenciaCiKey`) for the search; a blank value (a check-in's) is null, with no hash. Only the
 * fields given are returned, so an edit that leaves the CI alone leaves its columns alone.
 */
export function sealAsistencia(cipher: DataCipher, { ci, celular }: { ci?: string; celular?: string }) {
  const seal = (text: string) => (text.trim() === '' ? null : cipher.encrypt(text));
  const key = ci === undefined ? null : asistenciaCiKey(ci);
  return {
    ...(ci === undefined ? {} : { ci: seal(ci), ciIndice: key === null ? null : cipher.index(key) }),
    ...(celular === undefined ? {} : { celular: seal(celular) }),
  };
}

/**
 * The attendance records (asistencias). CI and celular are written through `sealAsistencia` (here and
 * in the demo seed) and read in clear here: the admins' payloads and the CSV export are as before.
 */
export function createAsistenciasRepository(db: Database, cipher: DataCipher) {
  const clear = (stored: string | null) => (stored === null ? '' : cipher.decrypt(stored));
  const toAsistencia = ({ creadoEn: _creadoEn, ciIndice: _ciIndice, ci, celular, ...rest }: Row): Asistencia => ({
    ...rest,
    ci: clear(ci),
    celular: clear(celular),
  });

  /** Name, event, school or district by substring (ILIKE); a CI only whole, by its keyed hash. */
  function matching(search: string) {
    if (!search) return undefined;
    const pattern = containsPattern(search);
    const ci = asistenciaCiKey(search);
    return or(
      ilike(asistencias.nombreCompleto, pattern),
      ilike(asistencias.tituloEvento, pattern),
      ilike(asistencias.colegio, pattern),
      ilike(asistencias.distrito, pattern),
      ci === null ? undefined : eq(asistencias.ciIndice, cipher.index(ci)),
    );
  }

  return {
    /**
     * `search` matches name, event, school or district (trigram indexes serve these ILIKEs), or a whole
     * CI in any spelling (never a part of one: only its keyed hash is stored).
     */
    async paginate({ page, limit, search }: PageQuery & { search: string }) {
      const where = matching(search);
      const [rows, [totals]] = await Promise.all([
        db.select().from(asistencias).where(where).orderBy(...newestFirst(asistencias)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(asistencias).where(where),
      ]);
      return toPage(rows.map(toAsistencia), totals?.total ?? 0, { page, limit });
    },
    /** Every record the screen's search shows, for 'Exportar CSV'. */
    async findMatching(search: string) {
      return (await db.select().from(asistencias).where(matching(search)).orderBy(...newestFirst(asistencias))).map(toAsistencia);
    },
    async findById(id: number) {
      const [row] = await db.select().from(asistencias).where(eq(asistencias.id, id)).limit(1);
      return row && toAsistencia(row);
    },
    async create(fields: z.output<typeof asistenciaInputSchema>) {
      const [row] = await db
        .insert(asistencias)
        .values({ ...fields, ...sealAsistencia(cipher, fields) })
        .returning();
      return toAsistencia(row!);
    },
    /** Only the fields sent change; undefined when there is no such row. */
    async update(id: number, fields: z.output<typeof asistenciaUpdateSchema>, trx: Database | Transaction = db) {
      const changes = { ...definedOnly(fields), ...sealAsistencia(cipher, fields) };
      const [row] =
        Object.keys(changes).length > 0
          ? await trx.update(asistencias).set(changes).where(eq(asistencias.id, id)).returning()
          : await trx.select().from(asistencias).where(eq(asistencias.id, id)).limit(1);
      return row && toAsistencia(row);
    },
    /**
     * 'Marcar asistencia' for a member signed up for the event: an Asistencia linked to both, with what
     * the event and the profile know (title, date, name) and asistio true; CI, district, phone, school
     * and age are left for the admin to fill in. A second check-in finds the first (UNIQUE(evento_id,
     * user_id)). Undefined when the member is not signed up for that event.
     */
    async checkIn(eventoId: number, userId: number): Promise<{ asistencia: Asistencia; creada: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [signup] = await tx
          .select({ titulo: eventos.titulo, fecha: eventos.fecha, nombre: users.nombre })
          .from(inscripciones)
          .innerJoin(eventos, eq(eventos.id, inscripciones.eventoId))
          .innerJoin(users, eq(users.id, inscripciones.userId))
          .where(and(eq(inscripciones.eventoId, eventoId), eq(inscripciones.userId, userId)));
        if (!signup) return undefined;
        const [created] = await tx
          .insert(asistencias)
          .values({
            tituloEvento: signup.titulo,
            nombreCompleto: signup.nombre,
            ci: null,
            distrito: '',
            celular: null,
            colegio: '',
            edad: null,
            asistio: true,
            // The day the event starts, in Bolivia.
            fechaEvento: toBoliviaWallTime(signup.fecha)!.day,
            eventoId,
            userId,
          })
          .onConflictDoNothing({ target: [asistencias.eventoId, asistencias.userId] })
          .returning();
        if (created) return { asistencia: toAsistencia(created), creada: true };
        const [existing] = await tx.select().from(asistencias).where(and(eq(asistencias.eventoId, eventoId), eq(asistencias.userId, userId)));
        // The record it met was undone by a 'Desmarcar asistencia' at the same moment: the screen reads again.
        if (!existing) throw httpError(409, API_MSG.conflictoConcurrente);
        return { asistencia: toAsistencia(existing), creada: false };
      });
    },
    /** 'Desmarcar asistencia': the member's Asistencia for that event goes. False when none was recorded. */
    async undoCheckIn(eventoId: number, userId: number) {
      const deleted = await db
        .delete(asistencias)
        .where(and(eq(asistencias.eventoId, eventoId), eq(asistencias.userId, userId)))
        .returning({ id: asistencias.id });
      return deleted.length > 0;
    },
    async delete(id: number) {
      const deleted = await db.delete(asistencias).where(eq(asistencias.id, id)).returning({ id: asistencias.id });
      return deleted.length > 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    asistenciasRepository: ReturnType<typeof createAsistenciasRepository>;
  }
}

export default repositoryPlugin('asistenciasRepository', (app) => createAsistenciasRepository(app.db, app.cipher));
