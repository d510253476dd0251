import type { FastifyInstance } from 'fastify';
import read from './read';
import write from './write';

/** /api/eventos: public reads; create, update and delete for admins (guarded on request). */
export default async function eventoRoutes(app: FastifyInstance) {
  read(app);
  write(app);
}
