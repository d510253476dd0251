import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '@plataforma/contracts';
import type { Config } from '../../config';
import { isApiRequest, routePath, UNSAFE_METHODS } from '../../http/route-path';

/**
 * Paths whose answers are personal or live, never shared: sessions, health, the API description, and a
 * card's verification (a revoked card must read 'Afiliación no vigente' at once, not after a CDN's copy expires).
 */
const NEVER_SHARED = ['/api/auth/', '/api/health', '/api/ready', '/api/docs', '/api/verificar/'];
/** Routes that stream (Server-Sent Events): an answer that never ends is neither stored nor shared. */
const STREAMS = new Set(['/api/encuestas/:id/eventos']);
const CHANNEL = 'pj_cache';
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** At most one NOTIFY per this interval in a burst of writes (votes): well under the 1 s promised. */
const NOTIFY_INTERVAL_MS = 50;

interface Entry {
  /** Every header of the first answer (security, cache, ETag, content type and length), ready to write. */
  headers: Record<string, string | number | string[]>;
  /** The same without a body's headers, for a 304. */
  notModified: Record<string, string | number | string[]>;
  etag: string | undefined;
  body: Buffer;
  /** When the answer changes by the clock (a survey closing), not by a write: dropped from then on. */
  expiresAt: number | undefined;
  /** The cache generation it was stored in: a later write (or a lost LISTEN) makes it the last good copy. */
  generation: number;
  storedAt: number;
}

/**
 * The last good copies kept for an outage are whole answers: at 1000 entries of a few kilobytes each a
 * few megabytes, and never more (least recently used first out).
 */
const MAX_ENTRIES = 1000;

/** If-None-Match naming this ETag, as @fastify/etag compares them (weak or strong). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  ifNoneMatch !== undefined && etag !== undefined && (ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag);

/** What the page cache (`plugins/ssr/pageCache.ts`) shares with this one: the same write signal. */
export interface SharedReads {
  /** Bumped by every write here or, through NOTIFY, on another process, and when the LISTEN connection drops or returns. */
  readonly generation: number;
  /** False while a missed notification could go unnoticed (LISTEN down): nothing stored may be served as fresh. */
  readonly trusted: boolean;
  /** The earliest time an answer kept or sent changes by the clock (a survey closing), if any is known. */
  readonly changesAt: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedReads: SharedReads;
  }
  interface FastifyRequest {
    /** The cache generation when a shareable read began: stored only if no write came in between. */
    cacheGeneration: number | null;
    /** Set by `changesAt`: the answer is shared only until then. */
    cacheExpiresAt: number | null;
    /** The last good copy of a shareable read, served if the route fails (`stale-if-error`). */
    lastGood: Entry | null;
  }
}

/** Seconds since `storedAt`, for the `Age` header of a copy served past its freshness. */
export const ageOf = (storedAt: number) => String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000)));

/**
 * The Cache-Control of a shared answer that changes at `expiresAt`: a CDN keeps it no longer and serves
 * no stale copy past it; undefined when the usual life ends first, null when less than a second is left.
 */
export function cacheControlUntil(config: Pick<Config, 'cacheMaxAge' | 'cacheStaleWhileRevalidate'>, expiresAt: number): string | null | undefined {
  const secondsLeft = Math.floor((expiresAt - Date.now()) / 1000);
  if (secondsLeft < 1) return null;
  if (secondsLeft >= config.cacheMaxAge + config.cacheStaleWhileRevalidate) return undefined;
  return `public, max-age=0, s-maxage=${Math.min(secondsLeft, config.cacheMaxAge)}`;
}

/** The Cache-Control of every answer a visitor may share (public reads and pages): a CDN keeps it, serves it stale while revalidating or while we fail. */
export const publicCacheControl = (config: Pick<Config, 'cacheMaxAge' | 'cacheStaleWhileRevalidate' | 'cacheStaleIfError'>) =>
  `public, max-age=0, s-maxage=${config.cacheMaxAge}, stale-while-revalidate=${config.cacheStaleWhileRevalidate}, stale-if-error=${config.cacheStaleIfError}`;

/**
 * A route whose answer will change at a known time without any write (a survey's `cierraEn`) says so
 * here: the shared copy (and a CDN's, through `s-maxage`) lives no longer than that. The earliest wins.
 */
export function changesAt(request: FastifyRequest, when: number) {
  if (request.cacheExpiresAt === null || when < request.cacheExpiresAt) request.cacheExpiresAt = when;
}

/** The request carries a session cookie: its answer is personal, whatever the page. */
export const hasSession = (request: { headers: { cookie?: string } }) => SESSION_COOKIE_PATTERN.test(request.headers.cookie ?? '');

/**
 * A GET under /api that a visitor may share with every other visitor. Anything with a session is
 * personal (e.g. `yaVotaste` in surveys), so the shared cache never sees a member's variant.
 */
export function isShareableRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    isApiRequest(request) &&
    !NEVER_SHARED.some((prefix) => routePath(request).startsWith(prefix)) &&
    !STREAMS.has(routePath(request)) &&
    !hasSession(request)
  );
}

/**
 * Public reads served from memory, made stale by every write; with PostgreSQL, a write on one process
 * makes the others' stale through LISTEN/NOTIFY. While that channel is down nothing is served as fresh
 * (a missed notification would serve stale data). Stale copies are kept, bounded: when the route fails
 * (a database outage answers 503) a visitor gets the last good copy with its `Age` instead.
 * Headers fit a CDN: shareable reads are `public, s-maxage, stale-while-revalidate, stale-if-error`,
 * the rest `private, no-store`.
 */
export default fp(async (app: FastifyInstance) => {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  let generation = 0;
  const { publicCache, databaseUrl } = app.config;
  let active = publicCache && !databaseUrl;
  const clear = () => {
    generation++;
  };

  // The clock writes too: an answer that changes at a known time (a survey closing) makes everything
  // kept stale when that time comes, pages included, as a write would. The earliest such time is timed.
  let clockChangeAt = Number.POSITIVE_INFINITY;
  let clockTimer: NodeJS.Timeout | undefined;
  const clockChangesAt = (at: number) => {
    if (at >= clockChangeAt) return;
    clearTimeout(clockTimer);
    clockChangeAt = at;
    // setTimeout's longest delay is ~24.8 days: a later change is timed again from then.
    clockTimer = setTimeout(
      () => {
        clockTimer = undefined;
        clockChangeAt = Number.POSITIVE_INFINITY;
        clear();
      },
      Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1),
    );
    clockTimer.unref();
  };
  app.addHook('onClose', async () => clearTimeout(clockTimer));

  app.decorate('sharedReads', {
    get generation() {
      return generation;
    },
    get trusted() {
      return active;
    },
    get changesAt() {
      return Number.isFinite(clockChangeAt) ? clockChangeAt : undefined;
    },
  });
  const publicControl = publicCacheControl(app.config);
  const clockBound = (expiresAt: number) => cacheControlUntil(app.config, expiresAt);

  const channel = publicCache
    ? app.notifications.channel(CHANNEL, {
        onNotify: clear,
        onConnected: (connected) => {
          clear();
          active = connected;
        },
      })
    : undefined;
  const listener = databaseUrl ? channel : undefined;

  // Writes come in bursts (votes): a lone write notifies at once; within NOTIFY_INTERVAL_MS of the
  // last NOTIFY, writes wait for one more that covers them all (one in flight at a time).
  let notifying: Promise<void> | null = null;
  let again = false;
  let pending: NodeJS.Timeout | undefined;
  let lastNotify = 0;
  const notifyOthers = () => {
    if (!listener || pending) return;
    const wait = lastNotify + NOTIFY_INTERVAL_MS - Date.now();
    if (wait <= 0) return sendNotify();
    pending = setTimeout(() => {
      pending = undefined;
      sendNotify();
    }, wait);
  };
  app.addHook('onClose', async () => {
    if (pending) {
      clearTimeout(pending);
      pending = undefined;
      sendNotify();
    }
    await notifying;
  });
  const sendNotify = () => {
    if (notifying) {
      again = true;
      return;
    }
    lastNotify = Date.now();
    notifying = listener!.notify('')
      .finally(() => {
        notifying = null;
        if (again) {
          again = false;
          sendNotify();
        }
      });
  };

  app.decorateRequest('cacheGeneration', null);
  app.decorateRequest('cacheExpiresAt', null);
  app.decorateRequest('lastGood', null);

  // A callback hook, not an async one: it runs before every request (pages too) and a hit is written at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (!publicCache || !isShareableRead(request)) return done();
    let hit = entries.get(request.url);
    if (hit?.expiresAt !== undefined && clockBound(hit.expiresAt) === null) {
      entries.delete(request.url);
      hit = undefined;
    }
    // While the database is down a hit is not served as fresh: the route answers 503 and the visitor gets
    // this copy as the last good one, with its Age.
    const trusted = active && app.databaseAvailable();
    if (!trusted || !hit || hit.generation !== generation) {
      request.lastGood = hit ?? null;
      if (trusted) request.cacheGeneration = generation;
      return done();
    }
    // A hit costs what the bare route costs: its headers and body (ETag included, hashed once when
    // stored) written as they are, without serialization, hashing or the other hooks.
    reply.hijack();
    // An answer that changes by the clock tells a CDN what is left of its life, not what it had when stored.
    const control = hit.expiresAt === undefined ? undefined : { 'cache-control': clockBound(hit.expiresAt) ?? publicControl };
    if (etagMatches(request.headers['if-none-match'], hit.etag)) reply.raw.writeHead(304, { ...hit.notModified, ...control }).end();
    else reply.raw.writeHead(200, { ...hit.headers, ...control }).end(hit.body);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request) || routePath(request).startsWith('/api/docs')) return payload;
    const lastGood = request.lastGood;
    if (lastGood && reply.statusCode >= 500) {
      // stale-if-error: the visitor reads the last good copy, told how old it is, instead of the failure.
      reply.code(200).removeHeader('retry-after');
      reply.headers({ ...lastGood.headers, age: ageOf(lastGood.storedAt) });
      return lastGood.body;
    }
    if (UNSAFE_METHODS.has(request.method)) {
      // A failed write may still have committed before failing; only refusals change nothing.
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        clear();
        notifyOthers();
      }
    }
    const expiresAt = request.cacheExpiresAt ?? undefined;
    if (expiresAt !== undefined && publicCache) clockChangesAt(expiresAt);
    const bound = expiresAt === undefined ? undefined : clockBound(expiresAt);
    // Less than a second left: not worth sharing.
    const shareable = reply.statusCode === 200 && isShareableRead(request) && bound !== null;
    reply.header('cache-control', shareable ? (bound ?? publicControl) : 'private, no-store');
    if (shareable && request.cacheGeneration === generation && typeof payload === 'string') {
      const { 'set-cookie': _cookie, 'content-length': _length, ...stored } = reply.getHeaders();
      const headers = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)) as Entry['headers'];
      const body = Buffer.from(payload);
      const { 'content-type': _type, ...notModified } = headers;
      entries.set(request.url, {
        headers: { ...headers, 'content-length': body.length },
        notModified,
        etag: headers.etag as string | undefined,
        body,
        expiresAt,
        generation,
        storedAt: Date.now(),
      });
    }
    return payload;
  });
});
