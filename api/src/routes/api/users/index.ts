import type { FastifyInstance } from 'fastify';
import all from './all';
import create from './create';
import get from './get';
import list from './list';
import updateRole from './updateRole';

/** /api/users: admin only. The guard runs on request, before any body is read or validated. */
export default async function userRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  for (const route of [create, list, all, get, updateRole]) route(app);
}
