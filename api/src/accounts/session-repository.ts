import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

/** SQL of 'Sesiones activas': a user only ever reaches their own sessions. */

export function listSessions(db: Database, userId: number) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

export async function deleteUserSession(db: Database, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs the user out everywhere but `keepSessionId`. */
export async function deleteOtherSessions(db: Pick<Database, 'delete'>, userId: number, keepSessionId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
