import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type DataCipher, isEncrypted } from '../../../security/data-key';
import { loginChallenges, recoveryCodes, twoFactor } from '../../../db/schema';
import { repositoryPlugin } from './shared';

/**
 * SQL of two-step sign-in: the secret (encrypted under the data key: with it anyone could make the
 * admin's codes), the recovery codes (hashes) and the pending sign-ins (hashes).
 */
export function createTwoFactorRepository(db: Database, cipher: DataCipher) {
  return {
    async hasTwoFactor(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: twoFactor.userId })
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
        .limit(1);
      return row !== undefined;
    },

    async findTwoFactor(userId: number) {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
      // A secret from before encryption is still clear until the next start encrypts it.
      return row && { ...row, secret: isEncrypted(row.secret) ? cipher.decrypt(row.secret) : row.secret };
    },

    /** A new secret waiting for its first code; replaces an earlier unconfirmed one, never an enabled one. */
    async savePendingSecret(userId: number, clearSecret: string): Promise<boolean> {
      const secret = cipher.encrypt(clearSecret);
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastTimeStep: 0 }, setWhere: isNull(twoFactor.enabledAt) })
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    /**
     * Records `timeStep` as used, only if it is newer than the last one: a code is accepted once,
     * even by two concurrent requests (the conditional update is atomic).
     */
    async claimTimeStep(userId: number, timeStep: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastTimeStep: timeStep })
        .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastTimeStep, timeStep)))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    async enableTwoFactor(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async disableTwoFactor(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      });
    },

    /** Spends a recovery code: true once per code, then never again. */
    async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async remainingRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async createChallenge(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      // Expired challenges of anyone are swept here: the table holds minutes of data.
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
      await db.insert(loginChallenges).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Counts one attempt on a live challenge and returns its user, or undefined when the challenge is
     * unknown, expired or out of attempts (then it is deleted: the password must be entered again).
     */
    async attemptChallenge(tokenHash: string, maxAttempts: number) {
      const [row] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, new Date()), lt(loginChallenges.attempts, maxAttempts)))
        .returning({ userId: loginChallenges.userId, attempts: loginChallenges.attempts });
      if (!row) await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
      return row;
    },

    async deleteChallenge(tokenHash: string): Promise<void> {
      await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorRepository: ReturnType<typeof createTwoFactorRepository>;
  }
}

export default repositoryPlugin('twoFactorRepository', (app) => createTwoFactorRepository(app.db, app.cipher));
