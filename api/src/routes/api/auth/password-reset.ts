import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, apiErrorSchema, forgotPasswordSchema, messageSchema, resetPasswordSchema } from '@plataforma/contracts';
import { resetEmail } from '../../../accounts/reset-email';
import { hashPassword } from '../../../auth/passwords';
import { hashToken, randomToken } from '../../../auth/tokens';
import { isMissingReference } from '../../../db/client';
import { httpError } from '../../../errors';
import { publicOrigin } from '../../../http/public-origin';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Links per account and hour: enough for a lost email, too few to flood an inbox. */
export const RESETS_PER_EMAIL_PER_HOUR = 3;

/** POST /password/forgot and /password/reset (public scope): reset by an emailed single-use link. */
export default function passwordReset(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  routes.post(
    '/password/forgot',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Pedir un enlace para restablecer la contraseña (la respuesta no revela si el correo existe)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const resets = app.passwordResetsRepository;
      const user = await resets.findUserByEmail(request.body.email);
      // Unknown emails get the same work (token, hash, count query; id 0 matches no row) and the mail
      // is queued, not awaited: known and unknown addresses take the same time and get the same answer.
      const token = randomToken();
      const tokenHash = hashToken(token);
      const recent = await resets.countSince(user?.id ?? 0, new Date(Date.now() - RESET_TTL_MS));
      if (user && recent < RESETS_PER_EMAIL_PER_HOUR) {
        // An account deleted while this ran gets no link, and the same answer as any other address.
        const stored = await resets.create(user.id, tokenHash, new Date(Date.now() + RESET_TTL_MS)).then(
          () => true,
          (error: unknown) => {
            if (isMissingReference(error)) return false;
            throw error;
          },
        );
        const link = `${publicOrigin(request)}/restablecer?token=${token}`;
        if (stored) app.mailer.send(resetEmail({ to: user.email, nombre: user.nombre, link }), `enlace para restablecer la contraseña: ${link}`);
      }
      return { message: ACCOUNT_MSG.enlaceEnviado };
    },
  );

  routes.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Elegir una nueva contraseña con el enlace recibido; cierra todas las sesiones',
        body: resetPasswordSchema,
        response: { 200: messageSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      if (!(await app.passwordResetsRepository.consume(hashToken(request.body.token), passwordHash))) {
        throw httpError(400, ACCOUNT_MSG.enlaceInvalido);
      }
      return { message: ACCOUNT_MSG.contrasenaRestablecida };
    },
  );
}
