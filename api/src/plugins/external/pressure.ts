import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@plataforma/contracts';
import { migrationsApplied } from '../../db/client';
import { API_MSG, RETRY_AFTER_SECONDS } from '../../errors';
import { sendError } from '../app/errors';
import { scope } from '../app/scopes';

const HEALTH_CHECK_INTERVAL_MS = 1000;
/**
 * The check's own bound, shorter than DB_TIMEOUT_MS: a database that cannot answer one small query in
 * a second is unavailable, and every request after that is answered 503 at once instead of waiting for
 * its own time-out (with the default 10 s, a network partition was noticed only after 10 s).
 */
const HEALTH_CHECK_TIMEOUT_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The last database check passed (checked every second): pages are not rendered from a database that is down. */
    databaseAvailable(): boolean;
  }
  interface FastifyContextConfig {
    /** False for the routes that answer without the database (liveness, readiness checks its own way). */
    needsDatabase?: boolean;
    /** What this route's 503 says while the database is down, when the usual message says too little. */
    unavailableMessage?: string;
  }
}
const statusSchema = z.object({ status: z.literal('ok') });

/**
 * The database checked every second (fastify/demo's under-pressure): `app.databaseAvailable()`. The
 * API's scope refuses its requests while it is down (`refuseWithoutDatabase`); files, pages (which read
 * through the API) and the response cache's copies need no database.
 */
export default fp(async (app) => {
  let healthy = true;
  const databaseReady = async () => {
    const timeout = sleep(Math.min(app.config.dbTimeoutMs, HEALTH_CHECK_TIMEOUT_MS), false, { ref: false });
    const ready = await Promise.race([migrationsApplied(app.db).catch(() => false), timeout]);
    if (ready !== healthy) app.log.warn(ready ? 'Base de datos disponible de nuevo' : 'Base de datos no disponible: se responde 503');
    healthy = ready;
    return ready;
  };
  app.decorate('databaseAvailable', () => healthy);

  await app.register(underPressure, {
    healthCheck: databaseReady,
    healthCheckInterval: HEALTH_CHECK_INTERVAL_MS,
    retryAfter: RETRY_AFTER_SECONDS,
    // The API's scope answers for itself (below); nothing else is refused.
    pressureHandler: () => undefined,
  });
  app.decorate('databaseReady', databaseReady);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks the database and its migrations now (readiness), updating `databaseAvailable()`. */
    databaseReady(): Promise<boolean>;
  }
}

/**
 * An `onRequest` hook: while the database is down, a request that needs it answers a Spanish 503 with
 * Retry-After at once instead of waiting for a connection time-out. For the API's scope, and for the
 * routes outside it that read the database (images stored in PostgreSQL, the feeds): a kept copy, which
 * the response cache answers in its own hook before this one, is still served.
 */
export const refuseWhileDatabaseDown =
  (app: FastifyInstance): onRequestHookHandler =>
  (request, reply, done) => {
    const route = request.routeOptions.config;
    if (app.databaseAvailable() || route.needsDatabase === false) return done();
    sendError(reply, 503, route.unavailableMessage ?? API_MSG.servicioNoDisponible);
  };

/**
 * In the API's scope: while the database is down, a request that needs it answers a Spanish 503 with
 * Retry-After at once instead of waiting for a connection time-out; `/api/health` (the process is
 * alive) always answers, `/api/ready` checks the database and its migrations on the spot.
 */
export async function refuseWithoutDatabase(api: FastifyInstance) {
  api.addHook('onRequest', refuseWhileDatabaseDown(api));
  await api.register(
    scope('open', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      const tags = ['salud'];
      const config = { needsDatabase: false };
      routes.get('/health', { config, schema: { tags, summary: 'El proceso está vivo', response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));
      routes.get(
        '/ready',
        { config, schema: { tags, summary: 'Listo para atender: base de datos accesible y migraciones aplicadas (503 si no)', response: { 200: statusSchema, 503: apiErrorSchema } } },
        async (_request, reply) => ((await api.databaseReady()) ? { status: 'ok' as const } : sendError(reply, 503, API_MSG.servicioNoDisponible)),
      );
    }),
  );
}
