import fp from 'fastify-plugin';
import etag from '@fastify/etag';

/**
 * Validators for every response body the app builds (the public GETs above all): an ETag hashed
 * from the body, and 304 with no body when the request's If-None-Match already names it. Files
 * served by @fastify/static keep their own ETag.
 */
export default fp(async (app) => {
  await app.register(etag);
});
