import { existsSync, readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ADMIN_REMOTE, defaultRemoteEntryUrl, PUBLIC_REMOTE, REMOTE_NAMES, REMOTES } from '@plataforma/contracts';
import { publicOrigin } from '../http/public-origin';
import { fillTemplate } from './ssr/pageHtml';
import { createPageRenderer } from './ssr/renderer';

export interface FrontendOptions {
  rootDir: string;
  publicRemoteUrl: string;
  publicRemoteServerUrl?: string;
  adminRemoteUrl: string;
}

/** The remote entry URLs the shell's index.html is built with. */
const BUILT_ENTRIES = { public: defaultRemoteEntryUrl(PUBLIC_REMOTE), admin: defaultRemoteEntryUrl(ADMIN_REMOTE) };

/** Files that name other files: always revalidated, so a redeploy is seen at once. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'sw.js']);
const NOT_SPA_PREFIXES = ['/api/', '/media/', ...REMOTE_NAMES.map((name) => REMOTES[name].basePath)];
/** Client-rendered only: the admin panel never reaches a visitor's HTML. */
const CLIENT_ONLY_PREFIX = '/admin';

function setCacheHeaders(reply: FastifyReply, path: string) {
  // Sent pre-compressed, `remoteEntry.js` is the file `remoteEntry.js.br`: the entry is named without it.
  if (ENTRY_FILES.has(basename(path).replace(/\.(br|gz)$/, ''))) reply.header('Cache-Control', 'no-cache');
  else if (/[\\/]static[\\/]/.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/`, all from the API's origin
 * (`npm start`). Assets are served pre-compressed (brotli, gzip) from the build; every path that is
 * not a file, an API or a media path gets the shell's page, so deep links such as /admin/usuarios
 * survive a reload. Public pages are rendered on the server (README "Server rendering"); when that
 * fails the page is sent empty and rendered in the browser.
 */
export default async function frontend(app: FastifyInstance, options: FrontendOptions) {
  const dists = {
    shell: join(options.rootDir, 'shell', 'dist'),
    public: join(options.rootDir, 'public-remote', 'dist'),
    admin: join(options.rootDir, 'admin-remote', 'dist'),
  };
  const missing = Object.values(dists).filter((dir) => !existsSync(join(dir, dir === dists.shell ? 'index.html' : 'remoteEntry.js')));
  if (missing.length > 0) {
    app.log.warn({ missing }, 'Front end not built (run `npm run build`); serving the API only.');
    return;
  }

  // The pages are built per request (server rendering), so they are compressed per request: ~29 KB of
  // HTML on the wire becomes ~7 KB, which a phone on a slow network reads before anything else. Assets
  // are sent pre-compressed by @fastify/static; API answers are left as they are (global: false).
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

  const staticOptions = { preCompressed: true, wildcard: false, index: false, cacheControl: false, setHeaders: setCacheHeaders } as const;
  // wildcard: files are looked up per request, so a remote rebuilt while the server runs is served
  // at once (with `wildcard: false` its new chunks would answer 404 until a restart, docs/toolchain.md).
  await app.register(fastifyStatic, { ...staticOptions, wildcard: true, root: dists.public, prefix: REMOTES[PUBLIC_REMOTE].basePath, decorateReply: false });
  await app.register(fastifyStatic, { ...staticOptions, wildcard: true, root: dists.admin, prefix: REMOTES[ADMIN_REMOTE].basePath, decorateReply: false });
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: dists.shell,
    prefix: '/',
    decorateReply: false,
    // index.html is only sent by the handlers below; the shell's Node bundle is not for browsers.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
  });

  // Remote locations are run-time configuration: rewrite them into the shell's page once, at start.
  const indexHtml = readFileSync(join(dists.shell, 'index.html'), 'utf8')
    .replaceAll(BUILT_ENTRIES.public, options.publicRemoteUrl)
    .replaceAll(BUILT_ENTRIES.admin, options.adminRemoteUrl);
  const renderer = createPageRenderer(app, dists.shell, { entryUrl: options.publicRemoteUrl, serverUrl: options.publicRemoteServerUrl });
  if (!renderer) app.log.warn('The shell has no server bundle: pages are rendered in the browser.');

  const { store: pages, keyOf, versionChecked, send: sendKept } = app.keptPages;

  /** The shell's page to be rendered in the browser: the admin area, or a server render that failed. */
  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').compress(indexHtml);

  /**
   * A public page: the kept copy while nothing was written since it was rendered and the remote is the
   * one it was rendered with, else rendered once for every request asking meanwhile. While the database
   * is down, or when the render fails, the last good copy with its `Age` (stale-if-error); without one,
   * the page is rendered in the browser.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: NonNullable<typeof renderer>) => {
    const pageUrl = `${publicOrigin(request)}${request.url.split('?')[0]!}`;
    const key = keyOf(request);
    const kept = pages.peek(key);
    if (kept && !app.databaseAvailable()) return sendKept(request, reply, kept, true);
    try {
      // Without the remote's server code the shell's own pages still render; nothing is kept meanwhile.
      const version = await render.version().catch(() => null);
      if (version !== null) versionChecked(version);
      const inputs = { version: version ?? '', generation: app.sharedReads.generation };
      const trusted = version !== null && app.sharedReads.trusted;
      if (kept && trusted && pages.isFresh(kept, inputs)) return sendKept(request, reply, kept, false);
      const page = await pages.render(
        key,
        inputs,
        async () => {
          const rendered = await render.render(request.url);
          // Its reads went through this process's cache, which times the earliest clock change it saw.
          return { status: rendered.status, shared: rendered.shared, html: fillTemplate(indexHtml, rendered, pageUrl), changesAt: app.sharedReads.changesAt };
        },
        () => trusted && app.sharedReads.trusted && app.sharedReads.generation === inputs.generation,
      );
      return sendKept(request, reply, page, false);
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed; the page is rendered in the browser.');
      if (kept) return sendKept(request, reply, kept, true);
      return sendShell(reply.header('X-Rendered-By', 'browser'));
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (!renderer || path === CLIENT_ONLY_PREFIX || path.startsWith(`${CLIENT_ONLY_PREFIX}/`)) return sendShell(reply);
    return sendPage(request, reply, renderer);
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    // Unknown API, media or remote files, and anything that looks like a file, are real 404s.
    if (NOT_SPA_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.callNotFound();
    }
    return sendIndex(request, reply);
  });
}
