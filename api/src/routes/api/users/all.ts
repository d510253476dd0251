import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { toUserDto, userSchema } from '../../../users/dto';

export default function all(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/all',
    { schema: { tags: ['users'], summary: 'Todos los usuarios, sin paginar', response: { 200: z.array(userSchema) } } },
    async () => {
      const rows = await app.db.select().from(users).orderBy(desc(users.creadoEn), desc(users.id));
      return rows.map(toUserDto);
    },
  );
}
