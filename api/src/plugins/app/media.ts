import { extname } from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEDIA_WIDTHS, MSG, text } from '@plataforma/contracts';
import { httpError } from '../../errors';
import { mediaStoreFor, type MediaStore } from '../../media/store';
import { sendsHeaders } from '../external/security';
import { refuseWhileDatabaseDown } from '../external/pressure';
import { scope } from './scopes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: files in MEDIA_DIR on PGlite, the `media` table on PostgreSQL. */
    media: MediaStore;
  }
}

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };
const VARIANT = new RegExp(`-(${MEDIA_WIDTHS.join('|')})w\\.webp$`);
/** Media paths are ours (`<folder>/<key>.webp`): anything else (a space, a colon) is simply not found. */
const MEDIA_PATH = /^[\w.-]+(\/[\w.-]+)*$/;

/**
 * `GET /media/<path>`: a stored image or one of its width variants. A path never changes content
 * (new uploads get new paths), so it is cached for a year as immutable; the ETag comes from the
 * app's etag plugin. A variant an older image never had falls back to the full image.
 */
export default fp(async (app) => {
  app.decorate('media', mediaStoreFor(app.db, app.config));

  await app.register(
    // Files stream from the store with their own year-long Cache-Control: not the response cache's.
    scope('open', (routes) => {
      sendsHeaders(routes, 'page');
      routes.withTypeProvider<ZodTypeProvider>().get(
        '/media/*',
        // On PostgreSQL the images are in the database.
        { schema: { hide: true, params: z.object({ '*': text() }) }, onRequest: refuseWhileDatabaseDown(app) },
        async (request, reply) => {
          const path = request.params['*'];
          if (!MEDIA_PATH.test(path)) throw httpError(404, MSG.noEncontrado);
          const full = path.replace(VARIANT, '.webp');
          const bytes = (await app.media.read(path)) ?? (full !== path ? await app.media.read(full) : null);
          if (!bytes) throw httpError(404, MSG.noEncontrado);
          return reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .type(TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
            .send(bytes);
        },
      );
    }),
  );
});
