import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginChallengeSchema, loginSchema, MSG } from '@plataforma/contracts';
import { startChallenge } from '../../../accounts/login-challenge';
import { hasTwoFactor } from '../../../accounts/two-factor-repository';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { users } from '../../../db/schema';
import { httpError } from '../../../errors';
import { toUserDto, userSchema } from '../../../users/dto';

/** Verified when the email is unknown, so both failures take about as long. */
let dummyHash: Promise<string> | undefined;

export default function login(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Iniciar sesión', body: loginSchema, response: { 200: userSchema, 202: loginChallengeSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      dummyHash ??= hashPassword('contraseña-de-relleno');
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !valid) throw httpError(401, MSG.credencialesInvalidas);

      // Two-step sign-in: no session until POST /login/verify passes.
      if (await hasTwoFactor(app.db, user.id)) return reply.code(202).send(await startChallenge(app.db, user.id));
      await app.startSession(request, reply, user.id);
      return toUserDto(user);
    },
  );
}
