import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerSchema } from '@plataforma/contracts';
import { createUser } from '../../../users/createUser';
import { toUserDto, userSchema } from '../../../users/dto';
import { readUserForm } from '../../../users/readUserForm';

/** Multipart: nombre, email, password, ubicacion?, imagen? (file). The new member is logged in. */
export default function register(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/register',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Registrarse (multipart: nombre, email, password, ubicacion?, imagen?)',
        consumes: ['multipart/form-data'],
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { input, photo } = await readUserForm(request, registerSchema);
      const user = await createUser(app.db, app.config.mediaDir, input, photo);
      await app.startSession(request, reply, user.id);
      return reply.code(201).send(toUserDto(user));
    },
  );
}
