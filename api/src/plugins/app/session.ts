import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MSG, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { hasTwoFactor } from '../../accounts/two-factor-repository';
import { createSession, findSession } from '../../auth/sessions';
import type { UserRow } from '../../db/schema';
import { httpError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null for a visitor. */
    user: UserRow | null;
    /** The id of the request's session (with `user`), so account routes can tell it apart. */
    sessionId: number | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Signs the user in: a new session (with the browser's user agent) and its cookie. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** Resolves `request.user` from the session cookie and offers the auth preHandlers. */
export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // Only API requests need the session; static files and the SPA skip the query.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const session = await findSession(app.db, token);
    request.user = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
    if (request.user.rol !== 'admin') throw httpError(403, MSG.sinPermiso);
    // ADMIN_2FA_REQUIRED: the server refuses, not only the UI, until the admin has turned it on.
    if (app.config.admin2faRequired && !(await hasTwoFactor(app.db, request.user.id))) {
      throw httpError(403, ACCOUNT_MSG.dosPasosObligatoria);
    }
  });
  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const session = await createSession(app.db, userId, request.headers['user-agent'] ?? '');
    app.setSessionCookie(reply, session.token, session.expiresAt);
  });

  const cookieOptions = () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(), expires: expiresAt });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions());
  });
});
