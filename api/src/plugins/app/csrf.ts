import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { httpError } from '../../errors';
import { UNSAFE_METHODS } from '../../http/route-path';
import { hasCredential } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives the browser the CSRF token that goes with its session (`sessionToken`), or a new
     * visitor's token (null, after signing out): the token changes whenever the session does.
     */
    setCsrfCookie: (reply: FastifyReply, sessionToken: string | null) => void;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A session's CSRF token: an HMAC keyed with the session token (OWASP's "signed double submit").
 * That key is a 256-bit secret held only by the server's hash of it and the browser's httpOnly
 * cookie, so no page script, subdomain or planted cookie can produce the token of someone's session,
 * and no server-wide secret has to be shared between processes.
 */
export const sessionCsrfToken = (sessionToken: string) => createHmac('sha256', sessionToken).update('pj-csrf').digest('base64url');

const visitorCsrfToken = () => randomBytes(32).toString('base64url');

/**
 * The token a page's forms carry (`CSRF_FIELD`) for a form sent without JavaScript: the session's, else
 * the visitor's cookie, given now when the browser has none. The API checks it as it checks the header.
 */
export function pageCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const sessionToken = request.cookies[SESSION_COOKIE];
  if (sessionToken) return sessionCsrfToken(sessionToken);
  const cookieToken = request.cookies[CSRF_COOKIE];
  if (cookieToken) return cookieToken;
  const token = visitorCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
  return token;
}

/**
 * CSRF: a readable cookie that only this origin's scripts can copy into the X-XSRF-TOKEN header.
 * With a session cookie the header must carry that session's token (`sessionCsrfToken`); a visitor's
 * (before signing in) is a random double-submit token. Every unsafe request is checked, whatever
 * its path: the hook lives in the /api scope, so whatever spelling the router matched to an API route passes it. A
 * personal API answer to a browser whose cookie is missing or belongs to another session carries the
 * right one; signing in or out replaces it (`setCsrfCookie`).
 */
export default fp(
  async (app) => {
    const setCsrfCookie = (reply: FastifyReply, sessionToken: string | null) => {
      const value = sessionToken ? sessionCsrfToken(sessionToken) : visitorCsrfToken();
      reply.setCookie(CSRF_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: false, secure: app.config.cookieSecure });
    };
    app.decorate('setCsrfCookie', setCsrfCookie);

    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[CSRF_COOKIE];
      const sessionToken = request.cookies[SESSION_COOKIE];
      const expected = sessionToken ? sessionCsrfToken(sessionToken) : cookieToken;
      // Only personal answers carry it: a shared cache (ours, a CDN, the service worker) must never hand one
      // browser's cookie to others, and a visitor's answer to a public route is shared. The client asks
      // GET /api/auth/csrf before its first write anyway.
      const shared = request.routeOptions.config.access === 'public' && !hasCredential(request);
      if ((!cookieToken || cookieToken !== expected) && !shared) setCsrfCookie(reply, sessionToken ?? null);
      if (!UNSAFE_METHODS.has(request.method)) return;
      const headerToken = request.headers[CSRF_HEADER.toLowerCase()];
      if (!expected || typeof headerToken !== 'string' || !sameToken(expected, headerToken)) {
        throw httpError(403, MSG.csrf);
      }
    });
  },
  { name: 'csrf' },
);
