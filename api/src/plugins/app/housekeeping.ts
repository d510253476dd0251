import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { idempotencyKeys, rateLimits } from '../../db/schema';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly: drops idempotent answers older than 24 h and finished rate-limit windows. */
export default fp(async (app) => {
  const sweep = async () => {
    try {
      await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
      await app.db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
    } catch (error) {
      app.log.warn({ err: error }, 'Limpieza periódica fallida; se reintenta en una hora');
    }
  };
  const timer = setInterval(sweep, EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
