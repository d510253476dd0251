import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 'Sesiones activas' shows the last use to the minute: a write per request would be wasted. */
const LAST_USE_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 512;

/** Only the hash is stored, so a leaked database does not hand out live sessions (nor reset links, codes). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token of 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Creates a session and returns the raw token for the cookie. */
export async function createSession(db: Database, userId: number, userAgent = ''): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent.slice(0, USER_AGENT_MAX) });
  // Housekeeping on login keeps the table small without a scheduler.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

/** The user and session id of a live session, or null; refreshes the session's last use (at most once a minute). */
export async function findSession(db: Database, token: string): Promise<{ user: UserRow; sessionId: number } | null> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
