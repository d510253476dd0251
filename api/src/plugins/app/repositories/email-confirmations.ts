import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MSG } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { emailConfirmationTokens, passwordResetTokens, users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { pgCode, repositoryPlugin } from './shared';
import { toUser } from './users';

/**
 * Voids the links that would move the account to another address. Called when the owner takes the
 * account back (a new password, a reset, 'Cerrar mis demás sesiones'), which is what the change notice
 * tells them to do when they did not ask for it: a link mailed to someone else's address must not outlive
 * that. A link that confirms the account's own address stays.
 */
export const voidEmailChanges = (db: Pick<Database, 'update'>, userId: number) =>
  db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmationTokens.userId, userId),
        isNull(emailConfirmationTokens.usedAt),
        sql`${emailConfirmationTokens.email} <> (select ${users.email} from ${users} where ${users.id} = ${userId})`,
      ),
    );

/** SQL of the links that confirm an address. Only SHA-256 hashes of the tokens are stored. */
export function createEmailConfirmationsRepository(db: Database) {
  return {
    /** Links mailed to the account since `since` (the resend limit). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailConfirmationTokens)
        .where(and(eq(emailConfirmationTokens.userId, userId), gt(emailConfirmationTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * A new link for `email`. Asking for another address voids the links to any other new address:
     * the latest change asked for is the one a link can make.
     */
    async create(userId: number, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(emailConfirmationTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(emailConfirmationTokens.userId, userId), isNull(emailConfirmationTokens.usedAt), ne(emailConfirmationTokens.email, email)));
        await tx.insert(emailConfirmationTokens).values({ userId, email, tokenHash, expiresAt });
      });
    },

    /**
     * Spends a live link: the account's address becomes the link's, confirmed now, and every other link
     * of the account is void (an older one could otherwise bring back an address left behind). The
     * conditional update makes a link single-use even under concurrent requests. Undefined for an
     * unknown, used or expired link; 409 when another account took the address meanwhile.
     */
    async consume(tokenHash: string) {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [token] = await tx
          .update(emailConfirmationTokens)
          .set({ usedAt: now })
          .where(and(eq(emailConfirmationTokens.tokenHash, tokenHash), isNull(emailConfirmationTokens.usedAt), gt(emailConfirmationTokens.expiresAt, now)))
          .returning({ userId: emailConfirmationTokens.userId, email: emailConfirmationTokens.email });
        if (!token) return undefined;
        const [row] = await tx
          .update(users)
          .set({ email: token.email, emailConfirmadoEn: now })
          .where(eq(users.id, token.userId))
          .returning()
          .catch((error: unknown) => {
            throw pgCode(error) === '23505' ? httpError(409, MSG.emailEnUso) : error;
          });
        await tx
          .update(emailConfirmationTokens)
          .set({ usedAt: now })
          .where(and(eq(emailConfirmationTokens.userId, token.userId), isNull(emailConfirmationTokens.usedAt)));
        // A reset link mailed to the address left behind must not take the account back from the new one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
        return row && toUser(row);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    emailConfirmationsRepository: ReturnType<typeof createEmailConfirmationsRepository>;
  }
}

export default repositoryPlugin('emailConfirmationsRepository', (app) => createEmailConfirmationsRepository(app.db));
