import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, MSG } from '@plataforma/contracts';
import { users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { toUserDto, userSchema } from '../../../users/dto';

export default function get(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    { schema: { tags: ['users'], summary: 'Un usuario', params: idParamSchema, response: { 200: userSchema } } },
    async (request) => {
      const { id } = request.params;
      const [user] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw httpError(404, MSG.usuarioNoEncontrado(id));
      return toUserDto(user);
    },
  );
}
