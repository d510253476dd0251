import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../http/public-origin';
import { decodedPath, UNSAFE_METHODS } from '../../../http/route-path';
import { hasCredential } from '../session';
import { compressed, createAnswerStore, encodingFor, etagMatches, weakEtag, type Encoding, type HeaderValues, type KeptAnswer } from './store';
import { createWriteSignal, type WriteSignal } from './signal';

/** A visitor's read of a public route on its way: what it may be kept as, and its last good copy. */
interface Slot {
  /** Null while the cache is off (PUBLIC_CACHE=0): the answer is still marked shareable for a CDN, but not kept. */
  key: string | null;
  generation: number;
  lastGood: KeptAnswer | null;
  /** Lets the requests waiting for this one's answer go on (once). */
  release(): void;
}

export interface ResponseCache {
  signal: WriteSignal;
  /**
   * The route could not make its answer: writes the last good copy kept for a visitor, with its `Age`
   * (true), or makes sure the stand-in it sends instead is not kept (false).
   */
  failed(request: FastifyRequest, reply: FastifyReply): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    cacheSlot: Slot | null;
  }
}

/** The Cache-Control of an answer every visitor may share: a CDN keeps it, serves it stale while revalidating or while we fail. */
export const publicCacheControl = (config: Pick<Config, 'cacheMaxAge' | 'cacheStaleWhileRevalidate' | 'cacheStaleIfError'>) =>
  `public, max-age=0, s-maxage=${config.cacheMaxAge}, stale-while-revalidate=${config.cacheStaleWhileRevalidate}, stale-if-error=${config.cacheStaleIfError}`;

/** Seconds since `storedAt`, for the `Age` of a copy served past its freshness. */
const ageOf = (storedAt: number) => String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000)));

const READS = new Set(['GET', 'HEAD']);
const BODY_HEADERS = ['set-cookie', 'content-length', 'content-encoding', 'cache-control', 'age'];

/** The query parameters a route reads (its schema's), in its order: others do not change the answer. */
function declaredQuery(request: FastifyRequest, names: readonly string[] | undefined): string {
  const at = request.url.indexOf('?');
  if (at === -1 || !names?.length) return '';
  const given = new URLSearchParams(request.url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** What changes a public answer's bytes besides the data: the origin of its absolute links, the decoded path, the query it reads. */
const defaultKey = (request: FastifyRequest) =>
  `${publicOrigin(request)}${decodedPath(request.url)}${declaredQuery(request, request.routeOptions.config.cacheQuery)}`;

/**
 * The one response cache (docs/decisions.md, "One cache"): visitors' answers to public routes (API reads,
 * feeds and server-rendered pages) kept in memory. It keeps and answers only a read of a route declared
 * public (`scope('public')`) by a request carrying no session credential as the session plugin reads
 * cookies; any other scope never answers from it. Copies go stale with every content write (on any
 * process, through LISTEN/NOTIFY) and with the clock, are dropped when content is taken out of view, and
 * serve a visitor while the database is down (with `Age`). Concurrent misses of one key wait for the first.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const store = createAnswerStore(config.responseCacheBytes);
    const signal = createWriteSignal(app, () => store.clear());
    const flights = new Map<string, Promise<void>>();
    const publicControl = publicCacheControl(config);

    /** Shared answers are kept by a CDN no longer than the next change by the clock; null within a second of it. */
    const sharedControl = (): string | null => {
      const at = signal.changesAt;
      if (at === undefined) return publicControl;
      const secondsLeft = Math.floor((at - Date.now()) / 1000);
      if (secondsLeft < 1) return null;
      if (secondsLeft >= config.cacheMaxAge + config.cacheStaleWhileRevalidate) return publicControl;
      return `public, max-age=0, s-maxage=${Math.min(secondsLeft, config.cacheMaxAge)}`;
    };

    const fresh = (answer: KeptAnswer) => signal.trusted && app.databaseAvailable() && answer.generation === signal.generation;
    const keepable = (generation: number) => signal.trusted && app.databaseAvailable() && generation === signal.generation;

    // Browsers send a handful of Accept-Encoding spellings: each is parsed once (the memo stays small).
    const encodings = new Map<string, Encoding>();
    const encodingOf = (request: FastifyRequest, answer: KeptAnswer): Encoding => {
      if (!answer.bodies.br && !answer.bodies.gzip) return 'identity';
      const accept = request.headers['accept-encoding'] ?? '';
      let encoding = encodings.get(accept);
      if (encoding === undefined) {
        if (encodings.size >= 100) encodings.clear();
        encoding = encodingFor(accept, { br: answer.bodies.br, gzip: answer.bodies.gzip });
        encodings.set(accept, encoding);
      }
      return encoding;
    };

    const headersOf = (request: FastifyRequest, answer: KeptAnswer, stale: boolean): { headers: HeaderValues; encoding: Encoding } => {
      const encoding = encodingOf(request, answer);
      const headers: HeaderValues = { ...answer.headers, 'cache-control': sharedControl() ?? 'no-cache' };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      if (stale) headers.age = ageOf(answer.storedAt);
      return { headers, encoding };
    };

    // A fresh hit's headers as Node's raw list, kept on the answer per encoding until its Cache-Control
    // changes: writeHead then takes them without building or checking a headers object, and a hit
    // allocates nothing of its own.
    const freshHead = (answer: KeptAnswer, encoding: Encoding): string[] => {
      const control = sharedControl() ?? 'no-cache';
      let head = answer.heads[encoding];
      if (head?.control !== control) {
        const headers: HeaderValues = { ...answer.headers, 'cache-control': control, 'content-length': answer.bodies[encoding]!.length };
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        const raw = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]));
        head = { control, raw };
        answer.heads[encoding] = head;
      }
      return head.raw;
    };

    /** A kept answer written as it is: no routing further on, serialization or hashing. */
    const write = (request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer, stale: boolean) => {
      reply.hijack();
      if (etagMatches(request.headers['if-none-match'], answer.etag)) {
        const { 'content-type': _type, ...notModified } = headersOf(request, answer, stale).headers;
        reply.raw.writeHead(304, notModified).end();
        return;
      }
      const headBody = request.method === 'HEAD';
      if (!stale) {
        const encoding = encodingOf(request, answer);
        reply.raw.writeHead(answer.status, freshHead(answer, encoding)).end(headBody ? undefined : answer.bodies[encoding]);
        return;
      }
      const { headers, encoding } = headersOf(request, answer, stale);
      const body = answer.bodies[encoding]!;
      reply.raw.writeHead(answer.status, { ...headers, 'content-length': body.length }).end(headBody ? undefined : body);
    };

    const begin = (request: FastifyRequest, reply: FastifyReply, key: string | null, lastGood: KeptAnswer | null) => {
      let release = () => {};
      if (key !== null && request.method === 'GET' && !flights.has(key)) {
        const flight = new Promise<void>((resolve) => {
          release = () => {
            flights.delete(key);
            resolve();
          };
        });
        flights.set(key, flight);
      }
      let released = false;
      const slot: Slot = {
        key,
        generation: signal.generation,
        lastGood,
        release: () => {
          if (released) return;
          released = true;
          release();
        },
      };
      request.cacheSlot = slot;
      // A request that ends without an answer (aborted, hijacked) must not hold the others back. Only a
      // miss listens: a hit runs no hook of this cache after its own.
      reply.raw.once('close', slot.release);
    };

    /** Writes a fresh copy (or, through an outage, the last good one), waits for a miss in flight, or lets the route answer. */
    const lookup = (request: FastifyRequest, reply: FastifyReply, key: string, done: HookHandlerDoneFunction, waited = false) => {
      const kept = store.get(key);
      if (kept !== undefined) {
        const isFresh = fresh(kept);
        // Through an outage a visitor reads the last good copy at once instead of waiting for the 503.
        if (isFresh || !app.databaseAvailable()) {
          write(request, reply, kept, !isFresh);
          return done();
        }
      }
      const flight = waited ? undefined : flights.get(key);
      if (flight) {
        flight.then(() => lookup(request, reply, key, done, true));
        return;
      }
      begin(request, reply, key, kept ?? null);
      done();
    };

    /** The route's key is known: a hit, a wait or a miss; null keeps the answer private. */
    const withKey = (request: FastifyRequest, reply: FastifyReply, key: string | null, done: HookHandlerDoneFunction) => {
      // No key: this answer is not shareable (a page the topology keeps private), so it stays private.
      if (key === null) return done();
      // The cache off (PUBLIC_CACHE=0): nothing is kept, but the answer is still marked shareable for a CDN.
      if (!config.publicCache) {
        begin(request, reply, null, null);
        return done();
      }
      lookup(request, reply, key, done);
    };

    app.decorateRequest('cacheSlot', null);

    // A callback hook, the first after closing's (app.ts): it runs before every other plugin's and the
    // route's scope (session, guards), and a hit is written at once.
    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.config;
      if (route?.access !== 'public' || !READS.has(request.method) || hasCredential(request)) return done();
      const key = (route.cacheKey ?? defaultKey)(request);
      if (key instanceof Promise) key.then((known) => withKey(request, reply, known, done), done);
      else withKey(request, reply, key, done);
    });

    const personalControl = (reply: FastifyReply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    };

    /** The body for this request's encoding, when the route's answers are sent compressed (pages). */
    const encoded = async (request: FastifyRequest, reply: FastifyReply, bodies: KeptAnswer['bodies']) => {
      const encoding = encodingFor(request.headers['accept-encoding'], bodies);
      // One weak validator for every encoding, the same the kept copy answers 304 to.
      reply.header('vary', 'Accept-Encoding').header('etag', weakEtag(bodies.identity));
      if (encoding === 'identity') return bodies.identity;
      reply.header('content-encoding', encoding);
      return bodies[encoding]!;
    };

    app.addHook('onSend', async (request, reply, payload) => {
      if (UNSAFE_METHODS.has(request.method)) {
        const route = request.routeOptions.config;
        // A refused write (4xx) changed nothing; a failed one may have committed before failing.
        if (route?.changesContent && (reply.statusCode < 400 || reply.statusCode >= 500)) {
          if (route.removesContent) signal.contentRemoved();
          else signal.contentChanged();
        }
        personalControl(reply);
        return payload;
      }
      const slot = request.cacheSlot;
      const compress = request.routeOptions.config?.compressed === true && (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!slot) {
        personalControl(reply);
        return compress ? encoded(request, reply, await compressed(Buffer.from(payload as string), false)) : payload;
      }
      request.cacheSlot = null;
      try {
        if (reply.statusCode >= 500 && slot.lastGood) {
          // stale-if-error: the visitor reads the last good copy, told how old it is, instead of the failure.
          const { headers, encoding } = headersOf(request, slot.lastGood, true);
          reply.code(slot.lastGood.status).removeHeader('retry-after').headers(headers);
          return slot.lastGood.bodies[encoding];
        }
        const control = reply.statusCode === 200 ? sharedControl() : null;
        if (control === null || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
          personalControl(reply);
          return compress ? encoded(request, reply, await compressed(Buffer.from(payload as string), false)) : payload;
        }
        reply.header('cache-control', control);
        const identity = Buffer.from(payload);
        const bodies = compress ? await compressed(identity, slot.key !== null) : { identity };
        if (compress) reply.header('vary', 'Accept-Encoding');
        if (slot.key !== null && request.method === 'GET' && keepable(slot.generation)) {
          const headers = Object.fromEntries(
            Object.entries(reply.getHeaders()).filter(([name, value]) => value !== undefined && !BODY_HEADERS.includes(name)),
          ) as HeaderValues;
          if (compress) headers.etag = weakEtag(identity);
          store.set(slot.key, { status: 200, headers, etag: headers.etag as string | undefined, bodies, generation: slot.generation, storedAt: Date.now(), heads: {} });
        }
        return compress ? encoded(request, reply, bodies) : payload;
      } finally {
        slot.release();
      }
    });

    app.decorate('responseCache', {
      signal,
      failed(request: FastifyRequest, reply: FastifyReply) {
        const slot = request.cacheSlot;
        if (!slot) return false;
        slot.release();
        request.cacheSlot = null;
        if (!slot.lastGood) return false;
        write(request, reply, slot.lastGood, true);
        return true;
      },
    });
  },
  { name: 'responseCache', dependencies: ['notifications'] },
);
