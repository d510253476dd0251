import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { miembroEquipoSchema } from '@plataforma/contracts';
import { scope } from '../../../plugins/app/scopes';

/** /api/equipo: the team of /conocenos, public, in the order the organisation chose. */
export default async function equipoRoutes(app: FastifyInstance) {
  await app.register(
    scope('public', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/',
        { schema: { tags: ['equipo'], summary: 'Miembros del equipo, en su orden', response: { 200: z.array(miembroEquipoSchema) } } },
        () => app.equipoRepository.findAll(),
      );
    }),
  );
}
