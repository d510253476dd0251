import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, apiErrorSchema, loginVerifySchema, userSchema } from '@plataforma/contracts';
import { challengeUser, endChallenge } from '../../../accounts/login-challenge';
import { verifySecondFactor } from '../../../accounts/two-factor';
import { httpError } from '../../../errors';

/** POST /login/verify (public scope): the second step of a two-step sign-in; only now is a session created. */
export default function loginVerify(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login/verify',
    {
      // A retry checks a code again (a used one is refused), never replays the session.
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' }, provesIdentity: true },
      schema: {
        tags: ['auth'],
        summary: 'Segundo paso del inicio de sesión: código de la aplicación o código de recuperación',
        body: loginVerifySchema,
        response: { 200: userSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, codigo } = request.body;
      const twoFactor = app.twoFactorRepository;
      const userId = await challengeUser(twoFactor, token);
      if (userId === undefined) throw httpError(400, ACCOUNT_MSG.verificacionExpirada);
      if (!(await verifySecondFactor(twoFactor, userId, codigo, { allowRecovery: true }))) {
        throw httpError(400, ACCOUNT_MSG.codigoIncorrecto);
      }
      await endChallenge(twoFactor, token);
      const user = await app.usersRepository.findById(userId);
      if (!user) throw httpError(400, ACCOUNT_MSG.verificacionExpirada);
      await app.startSession(request, reply, user.id);
      return user;
    },
  );
}
