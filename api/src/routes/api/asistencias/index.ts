import type { FastifyInstance } from 'fastify';
import read from './read';
import write from './write';

/** /api/asistencias: admin only. The guard runs on request, before any body is read or validated. */
export default async function asistenciaRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  read(app);
  write(app);
}
