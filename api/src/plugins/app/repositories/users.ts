import { and, count, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MODERACION_MSG, MSG, type createUserSchema, type Rol, type User } from '@plataforma/contracts';
import { hashPassword } from '../../../auth/passwords';
import type { Database } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';
import { httpError } from '../../../errors';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';
import type { MediaStore } from '../../../media/store';
import { pgCode, writeWithImage, repositoryPlugin, newestFirst } from './shared';
import type { UploadedFile } from '../../../media/multipart';


/** The one way a user leaves the server: never with its password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  nombre: row.nombre,
  email: row.email,
  rol: row.rol,
  ubicacion: row.ubicacion,
  imagen: row.imagen,
  creadoEn: row.creadoEn.toISOString(),
  bloqueado: row.bloqueadoEn !== null,
  emailConfirmado: row.emailConfirmadoEn !== null,
});

export interface UsersFilter {
  search: string;
  rol: Rol | '';
}

function matching({ search, rol }: UsersFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (search) {
    const pattern = containsPattern(search);
    filters.push(or(ilike(users.nombre, pattern), ilike(users.email, pattern))!);
  }
  if (rol) filters.push(eq(users.rol, rol));
  return filters.length > 0 ? and(...filters) : undefined;
}

export function createUsersRepository(db: Database, media: MediaStore) {
  return {
    /** `search` matches name or email (trigram indexes serve these ILIKEs); `rol` filters. */
    async paginate({ page, limit, ...filter }: PageQuery & UsersFilter) {
      const where = matching(filter);
      const [rows, [totals]] = await Promise.all([
        db.select().from(users).where(where).orderBy(...newestFirst(users)).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return toPage(rows.map(toUser), totals?.total ?? 0, { page, limit });
    },
    /** Every user the screen's filter shows, for 'Exportar CSV'. */
    async findMatching(filter: UsersFilter) {
      return (await db.select().from(users).where(matching(filter)).orderBy(...newestFirst(users))).map(toUser);
    },
    async findAll() {
      return (await db.select().from(users).orderBy(...newestFirst(users))).map(toUser);
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row && toUser(row);
    },
    /** The row with its password hash, for the login check only. */
    async findByEmailWithHash(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /**
     * Register (with when the terms were accepted) and the admin's POST /users: the photo is stored, then
     * removed again if the insert fails (email taken: 409). The address is unconfirmed until its link is followed.
     */
    async create({ password, ...fields }: z.output<typeof createUserSchema> & { terminosAceptadosEn?: Date }, imagen?: UploadedFile) {
      const passwordHash = await hashPassword(password);
      const row = await writeWithImage(media, { file: imagen, folder: 'usuarios', policy: 'photo' }, async (path) => {
        try {
          const [created] = await db.insert(users).values({ ...fields, passwordHash, imagen: path ?? '' }).returning();
          return { result: created! };
        } catch (error) {
          if (pgCode(error) === '23505') throw httpError(409, MSG.emailEnUso);
          throw error;
        }
      });
      return row!;
    },
    /**
     * Changes a role; never removes the last admin. Locking every admin row first serialises concurrent
     * demotions: the second one waits, then sees the first one's result. Undefined when there is no such user.
     */
    async updateRole(id: number, rol: Rol) {
      return db.transaction(async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.rol, 'admin')).for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
        if (!target) return undefined;
        if (target.rol === 'admin' && rol !== 'admin' && admins.length <= 1) throw httpError(409, MSG.ultimoAdmin);
        const [row] = await tx.update(users).set({ rol }).where(eq(users.id, id)).returning();
        return toUser(row!);
      });
    },
    /**
     * Blocks (keeping the first blocking date) or unblocks a member; an admin is never blocked (409).
     * `newlyBlocked`: this very statement blocked them (the date it set is this transaction's now()).
     * Undefined when there is no such user.
     */
    async setBlocked(id: number, blocked: boolean) {
      const [row] = await db
        .update(users)
        .set({ bloqueadoEn: blocked ? sql`coalesce(${users.bloqueadoEn}, now())` : null })
        .where(blocked ? and(eq(users.id, id), ne(users.rol, 'admin')) : eq(users.id, id))
        .returning({ ...getTableColumns(users), newlyBlocked: sql<boolean>`coalesce(${users.bloqueadoEn} = now(), false)` });
      if (row) {
        const { newlyBlocked, ...user } = row;
        return { user: toUser(user), newlyBlocked };
      }
      if (blocked && (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0) throw httpError(409, MODERACION_MSG.bloqueoAdmin);
      return undefined;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>;
  }
}

export default repositoryPlugin('usersRepository', (app) => createUsersRepository(app.db, app.media));
