import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema';

/** The owner of a signed-in user's Idempotency-Keys (a visitor's are keyed by their CSRF cookie). */
export const ownerOf = (userId: number) => `user:${userId}`;

/**
 * Voids the answers stored for a user's keys (also inside a caller's transaction): the password
 * changed or was reset, the other sessions were closed, the account was deleted.
 */
export const forgetAnswers = (db: Pick<Database, 'delete'>, userId: number) => db.delete(idempotencyKeys).where(eq(idempotencyKeys.owner, ownerOf(userId)));
