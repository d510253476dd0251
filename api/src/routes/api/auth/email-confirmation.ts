import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, confirmEmailQuerySchema, CORREO_MSG, messageSchema } from '@plataforma/contracts';
import { sendConfirmation } from '../../../accounts/confirmacion-email';
import { hashToken } from '../../../auth/tokens';
import { httpError } from '../../../errors';
import { emptyBody } from '../../../http/upload';

/**
 * GET /correo/confirmar?token=… (open scope): follows the emailed link. A GET, so the page the link opens
 * confirms on the server while it renders, without scripts; the answer is never kept.
 */
export function confirmEmail(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/correo/confirmar',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Confirmar el correo con el enlace recibido (una sola vez; también el nuevo correo de un cambio)',
        querystring: confirmEmailQuerySchema,
        response: { 200: messageSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.emailConfirmationsRepository.consume(hashToken(request.query.token));
      if (!user) throw httpError(400, CORREO_MSG.enlaceInvalido);
      return { message: CORREO_MSG.confirmado };
    },
  );
}

/** POST /correo/reenviar (member scope): a new link to the session's own address, while it is unconfirmed. */
export function resendConfirmation(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/correo/reenviar',
    {
      config: { changesContent: false },
      schema: {
        tags: ['auth'],
        summary: 'Reenviar el correo de confirmación (3 por hora por cuenta; sin cuerpo)',
        body: emptyBody,
        response: { 200: messageSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      if (user.emailConfirmadoEn) throw httpError(409, CORREO_MSG.yaConfirmado);
      await sendConfirmation(app, request, user, user.email, false);
      return { message: CORREO_MSG.reenviado(user.email) };
    },
  );
}
