import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, MSG } from '@plataforma/contracts';
import { httpError } from '../../errors';
import { isShareableRead } from './cache';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * CSRF double submit: a readable cookie that only this origin's scripts can copy into a header.
 * Every response to a request without the cookie (public API reads excepted) sets one; every
 * state-changing /api request must echo it.
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    // A shared cache (ours, a CDN) must never hand one visitor's cookie to others; the client asks
    // GET /api/auth/csrf before its first write anyway.
    if (!cookieToken && !isShareableRead(request)) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: app.config.cookieSecure,
      });
    }
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const headerToken = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      throw httpError(403, MSG.csrf);
    }
  });
});
