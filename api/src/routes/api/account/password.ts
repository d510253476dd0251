import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, changePasswordSchema } from '@plataforma/contracts';
import { changePassword } from '../../../accounts/account-repository';
import { errorResponses } from '../../../accounts/responses';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';
import { messageSchema } from '../../../users/dto';

/** POST /password: the current password proves it is the owner; every other session is signed out. */
export default function password(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/password',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Cambiar mi contraseña (cierra las demás sesiones)',
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = request.user!;
      // 400, not 401: the session is fine, only the typed password is wrong.
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw httpError(400, ACCOUNT_MSG.contrasenaActualIncorrecta);
      }
      await changePassword(app.db, user.id, await hashPassword(request.body.password), request.sessionId!);
      return { message: ACCOUNT_MSG.contrasenaActualizada };
    },
  );
}
