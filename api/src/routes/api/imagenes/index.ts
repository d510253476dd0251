import type { FastifyInstance } from 'fastify';
import read from './read';
import write from './write';

/** /api/imagenes: the home carousel; public reads, uploads and edits for admins (guarded on request). */
export default async function imagenRoutes(app: FastifyInstance) {
  read(app);
  write(app);
}
