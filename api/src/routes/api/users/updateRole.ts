import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, MSG, updateRoleSchema } from '@plataforma/contracts';
import { users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { toUserDto, userSchema } from '../../../users/dto';

export default function updateRole(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/:id/role',
    {
      schema: {
        tags: ['users'],
        summary: 'Cambiar el rol de un usuario',
        params: idParamSchema,
        body: updateRoleSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { rol } = request.body;
      if (id === request.user!.id && rol !== 'admin') throw httpError(400, MSG.autoDegradacion);

      const updated = await app.db.transaction(async (tx) => {
        // Locking every admin row first serialises concurrent demotions: the second one waits, then
        // sees the first one's result and cannot remove the last admin.
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.rol, 'admin')).for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
        if (!target) throw httpError(404, MSG.usuarioNoEncontrado(id));
        if (target.rol === 'admin' && rol !== 'admin' && admins.length <= 1) throw httpError(409, MSG.ultimoAdmin);
        const [row] = await tx.update(users).set({ rol }).where(eq(users.id, id)).returning();
        return row!;
      });
      return toUserDto(updated);
    },
  );
}
