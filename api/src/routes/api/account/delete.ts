import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, apiErrorSchema, deleteAccountSchema, messageSchema } from '@plataforma/contracts';
import { verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';

/**
 * POST /delete (a body with the password, hence not DELETE): erases the account. Comments go
 * with it, votes stay counted without a link (docs/decisions.md); the email can register again.
 */
export default function deleteAccount(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/delete',
    {
      // The member's comments and sign-ups go with the account: every copy that showed them is dropped.
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' }, removesContent: true },
      schema: {
        tags: ['account'],
        summary: 'Eliminar mi cuenta (confirmada con la contraseña)',
        body: deleteAccountSchema,
        response: { 200: messageSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw httpError(400, ACCOUNT_MSG.contrasenaIncorrecta);
      await app.accountsRepository.delete(user.id);
      app.clearSessionCookie(reply);
      return { message: ACCOUNT_MSG.cuentaEliminada };
    },
  );
}
