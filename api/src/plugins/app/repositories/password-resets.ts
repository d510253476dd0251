import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordResetTokens, sessions, users } from '../../../db/schema';
import { voidEmailChanges } from './email-confirmations';
import { forgetAnswers } from './idempotency-keys';
import { repositoryPlugin } from './shared';

/** SQL of password reset links. Only SHA-256 hashes of the tokens are stored. */
export function createPasswordResetsRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select({ id: users.id, nombre: users.nombre, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Spends a live token and sets the new password in one transaction, signing every session out
     * and voiding the user's stored idempotent answers and pending email changes. The conditional update makes the token
     * single-use even under concurrent requests.
     */
    async consume(tokenHash: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
        await tx.delete(sessions).where(eq(sessions.userId, token.userId));
        await forgetAnswers(tx, token.userId);
        await voidEmailChanges(tx, token.userId);
        // Any other link sent before is void once the password changed.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
        return true;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: ReturnType<typeof createPasswordResetsRepository>;
  }
}

export default repositoryPlugin('passwordResetsRepository', (app) => createPasswordResetsRepository(app.db));
