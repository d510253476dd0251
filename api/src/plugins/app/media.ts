import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Uploaded images at /media/*. Files are uuid-named and never rewritten, so they cache forever. */
export default fp<{ mediaDir: string }>(async (app, { mediaDir }) => {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
});
