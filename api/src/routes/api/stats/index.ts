import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsSchema } from '@plataforma/contracts';
import { scope } from '../../../plugins/app/scopes';

/** /api/stats: the admin dashboard's counters. */
export default async function statsRoutes(app: FastifyInstance) {
  await app.register(
    scope('admin', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/',
        { schema: { tags: ['stats'], summary: 'Totales para el panel de administración', response: { 200: statsSchema } } },
        () => app.statsRepository.totals(),
      );
    }),
  );
}
