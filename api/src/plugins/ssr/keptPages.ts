import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { plainOrigin, publicOrigin } from '../../http/public-origin';
import { ageOf, cacheControlUntil, etagMatches, hasSession, publicCacheControl } from '../app/cache';
import { createPageCache, type CachedPage, type PageCache } from './pageCache';
import { REVALIDATE_MS } from './renderer';

type Encoding = keyof CachedPage['bodies'];

/** The encoding of a kept page this browser takes (brotli first); none when it names neither. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

export interface KeptPages {
  store: PageCache;
  /** A page's key: origin and URL (its canonical and share links name the origin). */
  keyOf(request: FastifyRequest): string;
  /** The public remote's version as just checked: kept pages of it are served without asking again for a second. */
  versionChecked(version: string): void;
  /** Writes a kept page as it is (the reply hijacked); a `stale` one with its `Age`. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, stale: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    keptPages: KeptPages;
  }
}

/**
 * Server-rendered pages kept in memory (`pageCache.ts`). A fresh one is written at the HTTP server's door,
 * before Fastify makes a request of it: a lookup and a write, no routing, hooks or logger (about a third of
 * what a hit through Fastify costs, docs/performance-log.md run H). Fresh means rendered since the last write
 * (the same signal as the API cache, trusted only while LISTEN and the database are up) with the public
 * remote's version checked within the last second. Everything else goes on to Fastify and the route
 * (`plugins/frontend.ts`), which checks the version, renders once for all who ask, or serves a stale copy:
 * a page not kept or not fresh, a request whose origin needs Fastify's proxy trust (`plainOrigin`), one
 * made with `inject`, and every request once the server is closing (the Spanish 503 of `app/closing.ts`).
 */
export default fp(async (app) => {
  const store = createPageCache(app.config.pageCacheBytes);
  const pageControl = publicCacheControl(app.config);
  let version: { value: string; checkedAt: number } | null = null;
  // The headers every answer gets from the hooks a kept page skips (security): taken from the first page sent.
  let baseHeaders: OutgoingHttpHeaders | null = null;

  /** A page whose data changes by the clock is kept by a CDN no longer than that (as its API reads are). */
  const sharedControl = (page: CachedPage) => {
    const bound = page.changesAt === undefined ? undefined : cacheControlUntil(app.config, page.changesAt);
    // null: it changes within a second, so no shared cache should keep it at all.
    return bound === undefined ? pageControl : (bound ?? 'no-cache');
  };

  const keyFor = (origin: string, url: string) => `${origin}${url}`;
  const keyOf = (request: FastifyRequest) => keyFor(publicOrigin(request), request.url);

  // A hit should cost what a cached API read costs: the headers of each way a page goes out (encoding,
  // shared or personal) are made once per page, unless its Cache-Control runs down with the clock.
  const prepared = new WeakMap<CachedPage, Map<string, string[]>>();
  const encodings = new Map<string, Encoding>();
  const encodingOf = (acceptEncoding: string | undefined) => {
    const key = acceptEncoding ?? '';
    let encoding = encodings.get(key);
    if (encoding === undefined) {
      // Browsers send a handful of spellings; anything may arrive, so the memo stays small.
      if (encodings.size >= 100) encodings.clear();
      encoding = encodingFor(acceptEncoding);
      encodings.set(key, encoding);
    }
    return encoding;
  };

  const headersOf = (page: CachedPage, personal: boolean, stale: boolean): OutgoingHttpHeaders => ({
    ...baseHeaders,
    'content-type': 'text/html; charset=utf-8',
    // Shared caches may keep a visitor's copy; a request with a session gets the same HTML as `private`.
    'cache-control': personal ? 'private, no-cache' : sharedControl(page),
    etag: page.etag,
    vary: 'Accept-Encoding',
    ...(stale && { age: ageOf(page.storedAt) }),
  });

  /** The headers as Node's raw list (`[name, value, …]`): `writeHead` takes it without building a headers object. */
  const answerHeaders = (page: CachedPage, encoding: Encoding, personal: boolean, stale: boolean) => {
    const memo = !stale && page.changesAt === undefined;
    const key = `${encoding} ${personal}`;
    const kept = memo ? prepared.get(page)?.get(key) : undefined;
    if (kept) return kept;
    const object = headersOf(page, personal, stale);
    if (encoding !== 'identity') object['content-encoding'] = encoding;
    object['content-length'] = page.bodies[encoding].length;
    const headers = Object.entries(object).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]));
    if (memo) {
      const byWay = prepared.get(page) ?? new Map<string, string[]>();
      prepared.set(page, byWay.set(key, headers));
    }
    return headers;
  };

  /** The one way a kept page goes out, at the door or from the route. */
  const write = (request: IncomingMessage, response: ServerResponse, page: CachedPage, stale: boolean) => {
    const personal = !page.shared || hasSession(request);
    if (etagMatches(request.headers['if-none-match'], page.etag)) {
      response.writeHead(304, headersOf(page, personal, stale)).end();
      return;
    }
    const encoding = encodingOf(request.headers['accept-encoding']);
    response.writeHead(page.status, answerHeaders(page, encoding, personal, stale)).end(request.method === 'HEAD' ? undefined : page.bodies[encoding]);
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, stale: boolean) => {
    baseHeaders ??= (({ 'set-cookie': _cookie, ...rest }) => rest)(reply.getHeaders() as OutgoingHttpHeaders);
    reply.hijack();
    write(request.raw, reply.raw, page, stale);
  };

  const fresh = (page: CachedPage) =>
    version !== null &&
    Date.now() - version.checkedAt < REVALIDATE_MS &&
    app.sharedReads.trusted &&
    app.databaseAvailable() &&
    store.isFresh(page, { version: version.value, generation: app.sharedReads.generation });

  app.decorate('keptPages', {
    store,
    keyOf,
    versionChecked: (value: string) => {
      version = { value, checkedAt: Date.now() };
    },
    send,
  });

  /** Writes a fresh kept page and answers true; false leaves the request to Fastify. */
  const atTheDoor = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url = '' } = request;
    // No page goes out before one went through Fastify: its security headers are taken from that one.
    if ((method !== 'GET' && method !== 'HEAD') || url.startsWith('/api/') || baseHeaders === null || app.isClosing()) return false;
    const origin = plainOrigin(request, app.config);
    const page = origin === null ? undefined : store.peek(keyFor(origin, url));
    if (!page || !fresh(page)) return false;
    try {
      write(request, response, page, false);
    } catch (error) {
      // Outside Fastify nothing else would catch it: the process must not fall over a bad write.
      app.log.error({ err: error }, 'A kept page could not be written at the door; Fastify answers instead.');
      if (response.headersSent) {
        response.destroy();
        return true;
      }
      return false;
    }
    return true;
  };

  // Fastify's server has one request listener, Fastify's own: the door goes in front of it.
  const [fastifyHandler, ...others] = app.server.listeners('request') as RequestListener[];
  if (!fastifyHandler || others.length > 0) throw new Error('keptPages: expected Fastify as the only request listener of its server');
  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!atTheDoor(request, response)) fastifyHandler(request, response);
  });
});
