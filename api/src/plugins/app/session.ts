import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@plataforma/contracts';
import type { UserRow } from '../../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null for a visitor. */
    user: UserRow | null;
    /** The id of the request's session (with `user`), so account routes can tell it apart. */
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** Signs the user in: a new session (with the browser's user agent) and its cookie. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * Whether a request carries a session credential, read exactly as the session hook reads it (the same
 * cookie parser): a valid, invalid, expired, empty or duplicated session cookie all count. Whatever may
 * be answered as a member is never kept for, nor taken from, the visitors' shared cache. The cache asks
 * before @fastify/cookie's hook has run, so the header is parsed here then, by that plugin's own parser.
 */
export function hasCredential(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (header === undefined) return false;
  const cookies = request.cookies ?? request.server.parseCookie(header);
  return cookies[SESSION_COOKIE] !== undefined;
}

/**
 * Resolves `request.user` from the session cookie (the scopes of `scopes.ts` decide from it) and sets
 * or clears the session cookie, with the CSRF token that goes with it.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Registered in the /api scope: pages and files are the same for everyone and skip the query.
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await app.sessionsRepository.findSession(token);
      request.user = session?.user ?? null;
      request.sessionId = session?.sessionId ?? null;
    });

    const cookieOptions = () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });
    // The CSRF token is bound to the session, so it changes with it.
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(), expires: expiresAt });
      app.setCsrfCookie(reply, token);
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions());
      app.setCsrfCookie(reply, null);
    });
    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      const session = await app.sessionsRepository.create(userId, request.headers['user-agent'] ?? '');
      app.setSessionCookie(reply, session.token, session.expiresAt);
    });
  },
  { name: 'session', dependencies: ['sessionsRepository', 'csrf'] },
);
