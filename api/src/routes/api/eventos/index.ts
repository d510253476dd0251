import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { eventoInputSchema, eventoSchema, eventoUpdateSchema, type Evento } from '@plataforma/contracts';
import { imageEntityReads, imageEntityWrites, type ImageEntityRoutes } from '../../../http/imageEntityRoutes';
import { scope } from '../../../plugins/app/scopes';
import calendarioRoutes from './calendario';
import inscripcionRoutes from './inscripciones';

/**
 * /api/eventos: public reads in the agenda's order (upcoming first; `inscrito` when a member asks);
 * admins write (multipart: titulo, descripcion ≥ 5, fecha (start, an instant) today..4 months, fechaFin? after it,
 * lugar?, cupo?, imagen? JPG/PNG);
 * sign-ups and check-in (`inscripciones.ts`); calendars (`calendario.ts`).
 */
export default async function eventoRoutes(app: FastifyInstance) {
  const options: ImageEntityRoutes<Evento, z.output<typeof eventoInputSchema>> = {
    tag: 'eventos',
    name: 'evento',
    entity: eventoSchema,
    repository: () => app.eventosRepository,
    input: eventoInputSchema,
    update: eventoUpdateSchema,
    fileField: 'imagen',
    deleted: 'Evento eliminado correctamente.',
    paginated: true,
  };
  await app.register(scope('public', (routes) => imageEntityReads(routes, options)));
  await app.register(scope('admin', (routes) => imageEntityWrites(routes, options)));
  await app.register(inscripcionRoutes);
  await app.register(calendarioRoutes);
}
