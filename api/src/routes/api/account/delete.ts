import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, deleteAccountSchema } from '@plataforma/contracts';
import { deleteAccount } from '../../../accounts/account-repository';
import { errorResponses } from '../../../accounts/responses';
import { verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';
import { removeImage } from '../../../media/images';
import { messageSchema } from '../../../users/dto';

/**
 * POST /delete (a body with the password, hence not DELETE): erases the account. Comments go
 * with it, votes stay counted without a link (docs/decisions.md); the email can register again.
 */
export default function deleteAccountRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/delete',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Eliminar mi cuenta (confirmada con la contraseña)',
        body: deleteAccountSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw httpError(400, ACCOUNT_MSG.contrasenaIncorrecta);
      const photo = await deleteAccount(app.db, user.id);
      await removeImage(app.config.mediaDir, photo);
      app.clearSessionCookie(reply);
      return { message: ACCOUNT_MSG.cuentaEliminada };
    },
  );
}
