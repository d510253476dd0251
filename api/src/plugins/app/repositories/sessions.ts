import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions, users, type UserRow } from '../../../db/schema';
import { repositoryPlugin } from './shared';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a leaked database does not hand out live sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsRepository(db: Database) {
  // Every API request with a session cookie runs this: built once, a named prepared statement on
  // PostgreSQL (parsed once per connection), one round trip, a SHA-256 of the token (no argon2).
  const userOfSession = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('pj_session_user');
  return {
    /** Creates a session and returns the raw token for the cookie. */
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      // Housekeeping on login keeps the table small without a scheduler.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      return { token, expiresAt };
    },
    /** The user of a live session, or null. */
    async findUser(token: string): Promise<UserRow | null> {
      const [row] = await userOfSession.execute({ tokenHash: hashToken(token) });
      return row?.user ?? null;
    },
    async delete(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: ReturnType<typeof createSessionsRepository>;
  }
}

export default repositoryPlugin('sessionsRepository', (app) => createSessionsRepository(app.db));
