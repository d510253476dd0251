import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@plataforma/contracts';
import { migrationsApplied } from '../../db/client';
import { API_MSG, RETRY_AFTER_SECONDS } from '../../errors';
import { isApiRequest, routePath } from '../../http/route-path';
import { sendError } from '../app/errors';
import { scope } from '../app/scopes';

const HEALTH_CHECK_INTERVAL_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The last database check passed (checked every second): pages are not rendered from a database that is down. */
    databaseAvailable(): boolean;
  }
}
const statusSchema = z.object({ status: z.literal('ok') });

/**
 * Liveness and readiness (fastify/demo's under-pressure): the database is checked every second, and
 * while it is unreachable every /api request that needs it answers a Spanish 503 with Retry-After
 * at once instead of waiting for a connection time-out. `/api/health` (the process is alive) always
 * answers; `/api/ready` checks the database and its migrations on the spot.
 */
export default fp(async (app) => {
  let healthy = true;
  const databaseReady = async () => {
    const timeout = sleep(app.config.dbTimeoutMs, false, { ref: false });
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
    pressureHandler: (request, reply) => {
      // Files and the front end need no database, and liveness must not depend on it.
      if (!isApiRequest(request) || routePath(request) === '/api/health') return;
      sendError(reply, 503, API_MSG.servicioNoDisponible);
    },
  });

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      const tags = ['salud'];
      routes.get('/api/health', { schema: { tags, summary: 'El proceso está vivo', response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));
      routes.get(
        '/api/ready',
        { schema: { tags, summary: 'Listo para atender: base de datos accesible y migraciones aplicadas (503 si no)', response: { 200: statusSchema, 503: apiErrorSchema } } },
        async (_request, reply) => ((await databaseReady()) ? { status: 'ok' as const } : sendError(reply, 503, API_MSG.servicioNoDisponible)),
      );
    }),
  );
});
