import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { httpError } from '../../errors';
import { databaseRateLimitStore } from './rateLimitStore';

/** Cookies, multipart uploads (one image of at most 5 MB) and an opt-in rate limiter shared by all processes. */
export default fp(async (app) => {
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  // Off globally: only the routes that set `config.rateLimit` (login, register) are limited. The
  // counts live in the database, shared by every process; if it is down the attempt goes through
  // (and meets the 503 of the database itself).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    skipOnError: true,
    errorResponseBuilder: () => httpError(429, MSG.demasiadosIntentos),
  });
});
