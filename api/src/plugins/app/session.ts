import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { findSessionUser } from '../../auth/sessions';
import type { UserRow } from '../../db/schema';
import { httpError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null for a visitor. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** Resolves `request.user` from the session cookie and offers the auth preHandlers. */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  // Only API requests need the session; static files and the SPA skip the query.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith('/api/')) request.user = await findSessionUser(app.db, token);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw httpError(401, MSG.noAutenticado);
    if (request.user.rol !== 'admin') throw httpError(403, MSG.sinPermiso);
  });

  const cookieOptions = () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(), expires: expiresAt });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions());
  });
});
