import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@plataforma/contracts';
import type { UserRow } from '../../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null for a visitor. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * Resolves `request.user` from the session cookie (the scopes of `scopes.ts` decide from it) and sets
 * or clears the session cookie.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    // Only API requests need the session; static files and the SPA skip the query.
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && request.url.startsWith('/api/')) request.user = await app.sessionsRepository.findUser(token);
    });

    const cookieOptions = () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(), expires: expiresAt });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions());
    });
  },
  { name: 'session', dependencies: ['sessionsRepository'] },
);
