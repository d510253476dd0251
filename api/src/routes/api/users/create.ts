import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUserSchema } from '@plataforma/contracts';
import { createUser } from '../../../users/createUser';
import { toUserDto, userSchema } from '../../../users/dto';
import { readUserForm } from '../../../users/readUserForm';

/** Multipart: nombre, email, password, ubicacion?, imagen? (file). New users get rol 'usuario'. */
export default function create(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Crear usuario (multipart: nombre, email, password, ubicacion?, imagen?)',
        consumes: ['multipart/form-data'],
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { input, photo } = await readUserForm(request, createUserSchema);
      const user = await createUser(app.db, app.config.mediaDir, input, photo);
      return reply.code(201).send(toUserDto(user));
    },
  );
}
