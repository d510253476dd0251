import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, apiErrorSchema, changeEmailSchema, CORREO_MSG, messageSchema, MSG } from '@plataforma/contracts';
import { cambioCorreoAvisoEmail, sendConfirmation } from '../../../accounts/confirmacion-email';
import { verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';
import { publicOrigin } from '../../../http/public-origin';

/**
 * POST /email: the current password proves it is the owner; the new address gets a one-use link and the
 * account keeps its address (and stays confirmed) until that link is followed. The old address
 * is told, so a taken session cannot move the account away unseen.
 */
export default function email(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/email',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' }, changesContent: false },
      schema: {
        tags: ['account'],
        summary: 'Cambiar mi correo: envía un enlace a la nueva dirección, que cambia al abrirlo',
        body: changeEmailSchema,
        response: { 200: messageSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const { email: nuevo, currentPassword } = request.body;
      // 400, not 401: the session is fine, only the typed password is wrong.
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw httpError(400, ACCOUNT_MSG.contrasenaActualIncorrecta);
      if (nuevo === user.email) throw httpError(409, CORREO_MSG.mismoCorreo);
      if (await app.usersRepository.findByEmailWithHash(nuevo)) throw httpError(409, MSG.emailEnUso);
      await sendConfirmation(app, request, user, nuevo, true);
      app.mailer.send(cambioCorreoAvisoEmail({ to: user.email, nombre: user.nombre, nuevo, perfil: `${publicOrigin(request)}/perfil` }));
      return { message: CORREO_MSG.cambioPendiente(nuevo) };
    },
  );
}
