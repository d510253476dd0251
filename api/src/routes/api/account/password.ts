import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, apiErrorSchema, changePasswordSchema, messageSchema } from '@plataforma/contracts';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';

/** POST /password: the current password proves it is the owner; every other session is signed out. */
export default function password(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/password',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' }, changesContent: false },
      schema: {
        tags: ['account'],
        summary: 'Cambiar mi contraseña (cierra las demás sesiones)',
        body: changePasswordSchema,
        response: { 200: messageSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      // 400, not 401: the session is fine, only the typed password is wrong.
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw httpError(400, ACCOUNT_MSG.contrasenaActualIncorrecta);
      }
      await app.accountsRepository.changePassword(user.id, await hashPassword(request.body.password), request.sessionId!);
      return { message: ACCOUNT_MSG.contrasenaActualizada };
    },
  );
}
