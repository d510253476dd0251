import type { OutgoingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
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
  /** Writes a kept page as it is (hijacked); a `stale` one with its `Age`. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, stale: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    keptPages: KeptPages;
  }
}

/**
 * Server-rendered pages kept in memory (`pageCache.ts`) and served before any other hook, as a cached API
 * read is (`plugins/app/cache.ts`): a fresh page costs a lookup and a write. Fresh means rendered since the
 * last write (the same signal as the API cache, trusted only while LISTEN and the database are up) with the
 * public remote's version checked within the last second; anything else goes on to the route
 * (`plugins/frontend.ts`), which checks the version, renders once for all who ask, or serves a stale copy.
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

  const keyOf = (request: FastifyRequest) => `${publicOrigin(request)}${request.url}`;

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

  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, stale: boolean) => {
    baseHeaders ??= (({ 'set-cookie': _cookie, ...rest }) => rest)(reply.getHeaders() as OutgoingHttpHeaders);
    const personal = !page.shared || hasSession(request);
    reply.hijack();
    if (etagMatches(request.headers['if-none-match'], page.etag)) {
      reply.raw.writeHead(304, headersOf(page, personal, stale)).end();
      return;
    }
    const encoding = encodingOf(request.headers['accept-encoding']);
    reply.raw.writeHead(page.status, answerHeaders(page, encoding, personal, stale)).end(request.method === 'HEAD' ? undefined : page.bodies[encoding]);
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

  // A callback hook: a hit is written at once, without a promise in between.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/') || baseHeaders === null) return done();
    const page = store.peek(keyOf(request));
    if (page && fresh(page)) send(request, reply, page, false);
    done();
  });
});
