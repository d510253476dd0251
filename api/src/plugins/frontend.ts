import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_REMOTE,
  defaultRemoteEntryUrl,
  isSharedPage,
  MAX_IMAGE_BYTES,
  MSG,
  type PostedForm,
  PUBLIC_REMOTE,
  REMOTE_NAMES,
  REMOTES,
} from '@plataforma/contracts';
import { publicOrigin } from '../http/public-origin';
import { decodedPath } from '../http/route-path';
import { pageCsrfToken } from './app/csrf';
import { scope } from './app/scopes';
import { hasCredential } from './app/session';
import { sendError } from './app/errors';
import { fillTemplate } from './ssr/pageHtml';
import { createPageRenderer, type PageBrowser, type PageRenderer } from './ssr/renderer';

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
/** Whether a posted body reads as a form, as the page's action will read it (`Request.formData()`). */
const isReadableForm = ({ contentType, body }: PostedForm) =>
  new Response(body, { headers: { 'content-type': contentType } }).formData().then(
    () => true,
    () => false,
  );

const NOT_SPA_PREFIXES = ['/api/', '/media/', ...REMOTE_NAMES.map((name) => REMOTES[name].basePath)];
/** Client-rendered only: the admin panel never reaches a visitor's HTML. */
const CLIENT_ONLY_PREFIX = '/admin';

function setCacheHeaders(reply: FastifyReply, path: string) {
  // Sent pre-compressed, `remoteEntry.js` is the file `remoteEntry.js.br`: the entry is named without it.
  if (ENTRY_FILES.has(basename(path).replace(/\.(br|gz)$/, ''))) reply.header('Cache-Control', 'no-cache');
  else if (/[\\/]static[\\/]/.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

const pathOf = (url: string) => url.split('?', 1)[0]!;

/** A page's form: its fields and at most one photo (registration's), as the API itself takes them. */
const FORM_BODY_LIMIT = MAX_IMAGE_BYTES + 512 * 1024;

/** Where a page's route may send the browser: a path of this site, never another origin (`//evil`, `/\\evil`). */
const sameSiteLocation = (location: string) => (/^\/(?![/\\])/.test(location) ? location : '/');

/**
 * A form posted to a page comes from one of this site's pages, besides carrying its CSRF token under
 * SameSite cookies. A browser says so in `Sec-Fetch-Site`; one without it in `Origin`, unless the page's
 * `Referrer-Policy: no-referrer` made that `null`. A client that sends neither is not a browser a page
 * can be forged in.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  return origin === publicOrigin(request) || origin === `${request.protocol}://${request.host}`;
}

/**
 * The key of a shared page in the response cache: the public remote's deployed version (a redeploy is
 * not served old pages), the origin of its absolute links and its decoded path. A shared page reads no
 * query parameter, so `/?r=1` is `/`. Null (not kept) for any other page, or while the remote's server
 * code cannot be reached.
 */
const pageKey = (renderer: PageRenderer) => {
  // Per raw URL (short ones: the few a visitor follows), its decoded path when shared: the hit's own work.
  const sharedPaths = new Map<string, string | null>();
  const sharedPathOf = (url: string): string | null => {
    let path = sharedPaths.get(url);
    if (path === undefined) {
      const decoded = decodedPath(url);
      path = isSharedPage(decoded) ? decoded : null;
      if (url.length <= 200) {
        if (sharedPaths.size >= 1000) sharedPaths.clear();
        sharedPaths.set(url, path);
      }
    }
    return path;
  };
  return (request: FastifyRequest) => {
    const path = sharedPathOf(request.url);
    if (path === null) return null;
    // Checked within the last second: a hit is found without waiting for anything.
    const version = renderer.checkedVersion();
    if (version !== null) return `${version} ${publicOrigin(request)}${path}`;
    return renderer.version().then((checked) => `${checked} ${publicOrigin(request)}${path}`, () => null);
  };
};

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/`, all from the API's origin
 * (`npm start`). Assets are served pre-compressed (brotli, gzip) from the build; every path that is
 * not a file, an API or a media path gets the shell's page, so deep links such as /admin/usuarios
 * survive a reload. Public pages are rendered on the server (README "Server rendering") and kept by the
 * response cache for visitors; when a render fails the last good copy goes out, or the page is sent
 * empty and rendered in the browser.
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

  /** The shell's page to be rendered in the browser: the admin area, or a server render that failed. */
  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  /** The browser a page is rendered for, unless it is a visitor's shared page (the same for everyone, kept). */
  const browserOf = (request: FastifyRequest, reply: FastifyReply, form?: PostedForm): PageBrowser | undefined => {
    const session = hasCredential(request);
    if (!form && !session && isSharedPage(decodedPath(request.url))) return undefined;
    const csrfToken = pageCsrfToken(request, reply, app.config.cookieSecure);
    return { cookie: request.headers.cookie, ip: request.ip, session, csrfToken, form };
  };

  /**
   * A page rendered on the server, for a visitor or for the session whose cookie came (never kept), after
   * running the action of a form posted to it. A visitor's shared page is rendered without its query (its
   * key has none); any other keeps it (`/restablecer?token=…`). When the render fails (the database down,
   * the remote away) a visitor gets the last good copy with its `Age`, else the page renders in the browser.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: PageRenderer, form?: PostedForm) => {
    const origin = publicOrigin(request);
    const path = pathOf(request.url);
    const browser = browserOf(request, reply, form);
    try {
      const { page, setCookies } = await render.render(browser ? request.url : path, origin, browser);
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      if (page.status === 'redirect') {
        return reply.header('Cache-Control', 'no-store').redirect(sameSiteLocation(page.location), form ? 303 : 302);
      }
      // The response cache makes a visitor's copy of a shared page public; every other answer stays private.
      reply.code(page.status).header('Cache-Control', browser ? 'private, no-store' : 'private, no-cache').type('text/html; charset=utf-8');
      return reply.send(fillTemplate(indexHtml, page, `${origin}${path}`));
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed; the page is rendered in the browser.');
      if (app.responseCache.failed(request, reply)) return reply;
      return sendShell(reply.header('X-Rendered-By', 'browser'));
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    // Unknown API, media or remote files, and anything that looks like a file, are real 404s.
    if (NOT_SPA_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (!renderer || path === CLIENT_ONLY_PREFIX || path.startsWith(`${CLIENT_ONLY_PREFIX}/`)) return sendShell(reply);
    return sendPage(request, reply, renderer);
  };

  /**
   * A form sent without JavaScript, or before the page's scripts ran, reaches the page's own URL (the
   * forms post, so no password ever goes in an address): the server runs the page route's action, as the
   * browser's router would, and answers its redirect (303) or the page with its errors. The admin area,
   * rendered in the browser only, sends the browser back to the page.
   */
  const postPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (NOT_SPA_PREFIXES.some((prefix) => path.startsWith(prefix))) return reply.callNotFound();
    if (!fromThisSite(request)) return reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(MSG.csrf);
    if (!renderer || path === CLIENT_ONLY_PREFIX || path.startsWith(`${CLIENT_ONLY_PREFIX}/`)) {
      return reply.header('Cache-Control', 'no-store').redirect(request.url, 303);
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const form = { contentType: request.headers['content-type'] ?? 'application/x-www-form-urlencoded', body };
    // A body no form can be (a broken multipart one) would fail the action's read inside the render.
    if (!(await isReadableForm(form))) return sendError(reply.header('Cache-Control', 'no-store'), 400, MSG.solicitudInvalida);
    return sendPage(request, reply, renderer, form);
  };

  await app.register(
    scope('public', (pages) => {
      const config = { compressed: true, cacheKey: renderer ? pageKey(renderer) : () => null };
      pages.get('/', { config, schema: { hide: true } }, sendIndex);
      pages.get('/*', { config, schema: { hide: true } }, sendIndex);
      // The forms' bodies as sent: the page's action reads them (the API's multipart reader is for /api).
      // Only what a form sends: a JSON or text body gets the Spanish 415.
      pages.removeContentTypeParser(['multipart/form-data', 'application/json', 'text/plain']);
      pages.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      // The action's own API calls are the writes (and make copies stale); the page's post is not one.
      const posted = { config: { changesContent: false }, schema: { hide: true } };
      pages.post('/', posted, postPage);
      pages.post('/*', posted, postPage);
    }),
  );
}
