import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../../../auth/tokens';
import { batched } from '../../../db/batch';
import type { Database } from '../../../db/client';
import { sessions, users, type UserRow } from '../../../db/schema';
import { voidEmailChanges } from './email-confirmations';
import { forgetAnswers } from './idempotency-keys';
import { repositoryPlugin } from './shared';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 'Sesiones activas' shows the last use to the minute: a write per request would be wasted. */
const LAST_USE_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 512;

/** Signs the user out everywhere but `keepSessionId` (also inside a caller's transaction). */
export const deleteOtherSessions = (db: Pick<Database, 'delete'>, userId: number, keepSessionId: number) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));

export function createSessionsRepository(db: Database) {
  // Every API request with a session cookie needs this: built once, a named prepared statement on
  // PostgreSQL (parsed once per connection), a SHA-256 of each token (no argon2), and batched, so
  // the requests that arrive together are looked up in one round trip.
  const sessionsByTokenHash = db
    .select({ user: users, sessionId: sessions.id, tokenHash: sessions.tokenHash, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.tokenHash} = ANY (${sql.placeholder('tokenHashes')}::text[])`, gt(sessions.expiresAt, sql`now()`)))
    .prepare('pj_sessions_by_token_hash');
  const findByTokenHash = batched(async (tokenHashes: string[]) => {
    const now = new Date();
    const rows = await sessionsByTokenHash.execute({ tokenHashes: [...new Set(tokenHashes)] });
    const stale = rows.filter((row) => now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS).map((row) => row.sessionId);
    if (stale.length > 0) await db.update(sessions).set({ lastUsedAt: now }).where(inArray(sessions.id, stale));
    const byHash = new Map(rows.map((row) => [row.tokenHash, { user: row.user, sessionId: row.sessionId }]));
    return tokenHashes.map((hash) => byHash.get(hash) ?? null);
  });
  return {
    /** Creates a session and returns the raw token for the cookie. */
    async create(userId: number, userAgent = ''): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent.slice(0, USER_AGENT_MAX) });
      // Housekeeping on login keeps the table small without a scheduler.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      return { token, expiresAt };
    },
    /** The user and session id of a live session, or null; refreshes its last use (at most once a minute). */
    findSession(token: string): Promise<{ user: UserRow; sessionId: number } | null> {
      return findByTokenHash(hashToken(token));
    },
    async delete(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
    /** 'Sesiones activas': a user only ever reaches their own sessions. */
    list(userId: number) {
      return db
        .select({ id: sessions.id, userAgent: sessions.userAgent, lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },
    /** False when the session is not this user's (or no longer exists). */
    async deleteOwn(userId: number, sessionId: number): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** 'Cerrar mis demás sesiones': the user's stored idempotent answers and pending email changes go too. */
    async deleteOthers(userId: number, keepSessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await deleteOtherSessions(tx, userId, keepSessionId);
        await forgetAnswers(tx, userId);
        await voidEmailChanges(tx, userId);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: ReturnType<typeof createSessionsRepository>;
  }
}

export default repositoryPlugin('sessionsRepository', (app) => createSessionsRepository(app.db));
