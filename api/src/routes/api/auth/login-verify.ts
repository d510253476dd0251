import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, loginVerifySchema } from '@plataforma/contracts';
import { challengeUser, endChallenge } from '../../../accounts/login-challenge';
import { errorResponses } from '../../../accounts/responses';
import { verifySecondFactor } from '../../../accounts/two-factor';
import { users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { toUserDto, userSchema } from '../../../users/dto';

/** POST /login/verify: the second step of a two-step sign-in; only now is a session created. */
export default function loginVerify(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login/verify',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Segundo paso del inicio de sesión: código de la aplicación o código de recuperación',
        body: loginVerifySchema,
        response: { 200: userSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, codigo } = request.body;
      const userId = await challengeUser(app.db, token);
      if (userId === undefined) throw httpError(400, ACCOUNT_MSG.verificacionExpirada);
      if (!(await verifySecondFactor(app.db, userId, codigo, { allowRecovery: true }))) {
        throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      }
      await endChallenge(app.db, token);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw httpError(400, ACCOUNT_MSG.verificacionExpirada);
      await app.startSession(request, reply, user.id);
      return toUserDto(user);
    },
  );
}
