import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, loginChallengeSchema, loginSchema, messageSchema, MSG, registerSchema, SESSION_COOKIE, userSchema } from '@plataforma/contracts';
import { sendConfirmation } from '../../../accounts/confirmacion-email';
import { startChallenge } from '../../../accounts/login-challenge';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';
import { emptyBody, multipartBody } from '../../../http/upload';
import { toUser } from '../../../plugins/app/repositories/users';
import { scope } from '../../../plugins/app/scopes';
import loginVerify from './login-verify';
import { confirmEmail, resendConfirmation } from './email-confirmation';
import passwordReset from './password-reset';

/** Verified when the email is unknown, so both failures take about as long. */
let dummyHash: Promise<string> | undefined;

/** /api/auth: login, register, logout and the CSRF token are open to everyone (never kept); the profile is the member's own. */
export default async function authRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  // A retried sign-in proves the password again; it is never answered from the idempotency store.
  const signIn = { rateLimit, provesIdentity: true as const };
  const tooMany = { 429: apiErrorSchema };

  await app.register(
    scope('open', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/login',
        { config: signIn, schema: { tags, summary: 'Iniciar sesión', body: loginSchema, response: { 200: userSchema, 202: loginChallengeSchema, ...tooMany } } },
        async (request, reply) => {
          const { email, password } = request.body;
          const user = await app.usersRepository.findByEmailWithHash(email);
          dummyHash ??= hashPassword('contraseña-de-relleno');
          const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
          if (!user || !valid) throw httpError(401, MSG.credencialesInvalidas);
          // Two-step sign-in: no session until POST /login/verify passes.
          if (await app.twoFactorRepository.hasTwoFactor(user.id)) {
            return reply.code(202).send(await startChallenge(app.twoFactorRepository, user.id));
          }
          await app.startSession(request, reply, user.id);
          return toUser(user);
        },
      );
      routes.post(
        '/register',
        {
          config: signIn,
          schema: {
            tags,
            summary: 'Registrarse (multipart: nombre, email, password, ubicacion?, imagen?); la sesión queda iniciada',
            consumes: ['multipart/form-data'],
            body: multipartBody(registerSchema, 'imagen'),
            response: { 201: userSchema, 409: apiErrorSchema, ...tooMany },
          },
        },
        async (request, reply) => {
          const { imagen, aceptaTerminos: _accepted, ...fields } = request.body;
          const user = await app.usersRepository.create({ ...fields, terminosAceptadosEn: new Date() }, imagen);
          await app.startSession(request, reply, user.id);
          // Until the mailed link is followed the member reads and signs in, but does not take part.
          await sendConfirmation(app, request, user, user.email, false);
          return reply.code(201).send(toUser(user));
        },
      );
      // Also for a visitor, so a client with a stale cookie can always log out.
      routes.post(
        '/logout',
        { config: { audit: false }, schema: { tags, summary: 'Cerrar sesión', body: emptyBody, response: { 200: messageSchema } } },
        async (request, reply) => {
          const token = request.cookies[SESSION_COOKIE];
          if (token) await app.sessionsRepository.delete(token);
          app.clearSessionCookie(reply);
          return { message: 'Sesión cerrada correctamente.' };
        },
      );
      // Accounts: the second step of a two-step sign-in, and password reset by email.
      loginVerify(scoped);
      passwordReset(scoped);
      // The emailed confirmation link.
      confirmEmail(scoped);
      // The CSRF plugin sets the cookie on any response lacking it; this endpoint just gives it a reason.
      routes.get(
        '/csrf',
        { schema: { tags, summary: 'Obtener la cookie CSRF', response: { 204: z.null() } } },
        async (_request, reply) => reply.code(204).send(null),
      );
    }),
  );

  await app.register(
    scope('member', (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/profile',
        { schema: { tags, summary: 'Usuario de la sesión', response: { 200: userSchema } } },
        async (request) => toUser(request.user!),
      );
      resendConfirmation(scoped);
    }),
  );
}
