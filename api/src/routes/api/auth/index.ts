import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, loginSchema, messageSchema, MSG, registerSchema, SESSION_COOKIE, userSchema } from '@plataforma/contracts';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { httpError } from '../../../errors';
import { emptyBody, multipartBody } from '../../../http/upload';
import { toUser } from '../../../plugins/app/repositories/users';
import { scope } from '../../../plugins/app/scopes';

/** Verified when the email is unknown, so both failures take about as long. */
let dummyHash: Promise<string> | undefined;

/** /api/auth: login, register and logout are public; the profile is the member's own. */
export default async function authRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const tooMany = { 429: apiErrorSchema };

  await app.register(
    scope('public', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/login',
        { config: { rateLimit }, schema: { tags, summary: 'Iniciar sesión', body: loginSchema, response: { 200: userSchema, ...tooMany } } },
        async (request, reply) => {
          const { email, password } = request.body;
          const user = await app.usersRepository.findByEmailWithHash(email);
          dummyHash ??= hashPassword('contraseña-de-relleno');
          const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
          if (!user || !valid) throw httpError(401, MSG.credencialesInvalidas);
          const session = await app.sessionsRepository.create(user.id);
          app.setSessionCookie(reply, session.token, session.expiresAt);
          return toUser(user);
        },
      );
      routes.post(
        '/register',
        {
          config: { rateLimit },
          schema: {
            tags,
            summary: 'Registrarse (multipart: nombre, email, password, ubicacion?, imagen?); la sesión queda iniciada',
            consumes: ['multipart/form-data'],
            body: multipartBody(registerSchema, 'imagen'),
            response: { 201: userSchema, 409: apiErrorSchema, ...tooMany },
          },
        },
        async (request, reply) => {
          const { imagen, ...fields } = request.body;
          const user = await app.usersRepository.create(fields, imagen);
          const session = await app.sessionsRepository.create(user.id);
          app.setSessionCookie(reply, session.token, session.expiresAt);
          return reply.code(201).send(toUser(user));
        },
      );
      // Also for a visitor, so a client with a stale cookie can always log out.
      routes.post(
        '/logout',
        { schema: { tags, summary: 'Cerrar sesión', body: emptyBody, response: { 200: messageSchema } } },
        async (request, reply) => {
          const token = request.cookies[SESSION_COOKIE];
          if (token) await app.sessionsRepository.delete(token);
          app.clearSessionCookie(reply);
          return { message: 'Sesión cerrada correctamente.' };
        },
      );
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
    }),
  );
}
