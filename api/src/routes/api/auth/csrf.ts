import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The CSRF plugin sets the cookie on any response lacking it; this endpoint just gives it a reason. */
export default function csrf(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/csrf',
    { schema: { tags: ['auth'], summary: 'Obtener la cookie CSRF', response: { 204: z.null() } } },
    async (_request, reply) => reply.code(204).send(null),
  );
}
