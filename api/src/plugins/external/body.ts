import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { API_MSG, httpError } from '../../errors';
import { uploadFields } from '../../http/upload';
import { readMultipart } from '../../media/multipart';
import { databaseRateLimitStore } from './rateLimitStore';

/**
 * Cookies and an opt-in rate limiter shared by all processes, for every route. Uploads (multipart) are
 * the API's alone: `uploads` below is registered in the `/api` scope, so pages and files carry none of
 * its hooks.
 */
export default fp(async (app) => {
  await app.register(cookie);
  // Off globally: only the routes that set `config.rateLimit` (login, register) are limited. The
  // counts live in the database, shared by every process; if it is down the attempt answers the 503 of
  // the error handler at once, rather than going through to wait for the database a second time.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    skipOnError: false,
    errorResponseBuilder: () => httpError(429, MSG.demasiadosIntentos),
  });
});

/**
 * Multipart uploads (one image of at most 5 MB), in the scope it is registered in (`/api`).
 *
 * Multipart forms are read before validation (`preValidation`), streamed with the 5 MB bound, and
 * become the request body: text fields plus the file under the field the route's body schema names
 * (`http/upload.ts`). So the route's zod body schema validates a form like a JSON body, and the
 * OpenAPI description shows its fields and file. A route whose schema has a file field takes
 * multipart only; attendance (whose schema `consumes` both) takes JSON or multipart and drops a file
 * (it is still bounded); every other route refuses multipart (415).
 */
export const uploads = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  app.addHook('preValidation', async (request) => {
    const { body: bodySchema, consumes } = request.routeOptions.schema ?? {};
    const fileField = bodySchema ? uploadFields.get(bodySchema as z.ZodType) : undefined;
    if (fileField && !request.isMultipart()) throw httpError(415, API_MSG.tipoNoSoportado);
    if (!request.isMultipart()) return;
    // Multipart is also what a plain cross-site HTML form sends: only routes that declare it take it.
    if (!consumes?.includes('multipart/form-data')) throw httpError(415, API_MSG.tipoNoSoportado);
    const { fields, file } = await readMultipart(request);
    request.body = fileField && file ? { ...fields, [fileField]: file } : fields;
  });
});
