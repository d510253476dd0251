import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@plataforma/contracts';
import { deleteSession } from '../../../auth/sessions';
import { messageSchema } from '../../../users/dto';

/** Ends the session (also for a visitor, so a stale client can always log out). */
export default function logout(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 200: messageSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      app.clearSessionCookie(reply);
      return { message: 'Sesión cerrada correctamente.' };
    },
  );
}
