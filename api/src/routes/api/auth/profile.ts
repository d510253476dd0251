import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toUserDto, userSchema } from '../../../users/dto';

export default function profile(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], summary: 'Usuario de la sesión', response: { 200: userSchema } },
    },
    async (request) => toUserDto(request.user!),
  );
}
