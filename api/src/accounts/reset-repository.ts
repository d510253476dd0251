import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';

/** SQL of password reset links. Only SHA-256 hashes of the tokens are stored. */

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id, nombre: users.nombre, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function resetsSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function createResetToken(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Spends a live token and sets the new password in one transaction, signing every session out.
 * The conditional update makes the token single-use even under concurrent requests.
 */
export async function consumeResetToken(db: Database, tokenHash: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!token) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    // Any other link sent before is void once the password changed.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}
