import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_COOKIE } from '@plataforma/contracts';
import { isApiRequest, routePath, UNSAFE_METHODS } from '../../http/route-path';

/** Paths whose answers are personal or live, never shared: sessions, health, the API description. */
const NEVER_SHARED = ['/api/auth/', '/api/health', '/api/ready', '/api/docs'];
const MAX_ENTRIES = 1000;
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
}

/** If-None-Match naming this ETag, as @fastify/etag compares them (weak or strong). */
const matches = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  ifNoneMatch !== undefined && etag !== undefined && (ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag);

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when a shareable read began: stored only if no write came in between. */
    cacheGeneration: number | null;
  }
}

const hasSession = (request: FastifyRequest) => SESSION_COOKIE_PATTERN.test(request.headers.cookie ?? '');

/**
 * A GET under /api that a visitor may share with every other visitor. Anything with a session is
 * personal (e.g. `yaVotaste` in surveys), so the shared cache never sees a member's variant.
 */
export function isShareableRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    isApiRequest(request) &&
    !NEVER_SHARED.some((prefix) => routePath(request).startsWith(prefix)) &&
    !hasSession(request)
  );
}

/**
 * Public reads served from memory, emptied by every write; with PostgreSQL, a write on one process
 * empties the others through LISTEN/NOTIFY. While that channel is down, the cache is bypassed (a
 * missed notification would serve stale data) and it starts empty when the channel is back.
 * Headers fit a CDN: shareable reads are `public, s-maxage, stale-while-revalidate`, the rest
 * `private, no-store`.
 */
export default fp(async (app) => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const { publicCache, databaseUrl } = app.config;
  let active = publicCache && !databaseUrl;
  const clear = () => {
    generation++;
    entries.clear();
  };
  const publicControl = `public, max-age=0, s-maxage=${app.config.cacheMaxAge}, stale-while-revalidate=${app.config.cacheStaleWhileRevalidate}`;

  const instance = randomUUID();
  const onNotify = (from: string) => from !== instance && clear();
  const onConnected = (connected: boolean) => {
    clear();
    active = connected;
  };
  const listener = publicCache && databaseUrl ? listen(databaseUrl, app.log, { onNotify, onConnected }) : undefined;
  await listener?.ready;
  app.addHook('onClose', async () => listener?.stop());

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
    notifying = app.db
      .execute(sql`SELECT pg_notify(${CHANNEL}, ${instance})`)
      .then(() => undefined, (error: Error) => app.log.warn({ err: error }, 'No se pudo avisar a los otros procesos'))
      .finally(() => {
        notifying = null;
        if (again) {
          again = false;
          sendNotify();
        }
      });
  };

  app.decorateRequest('cacheGeneration', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!active || !isShareableRead(request)) return;
    const hit = entries.get(request.url);
    if (!hit) {
      request.cacheGeneration = generation;
      return;
    }
    // A hit costs what the bare route costs: its headers and body (ETag included, hashed once when
    // stored) written as they are, without serialization, hashing or the other hooks.
    reply.hijack();
    if (matches(request.headers['if-none-match'], hit.etag)) reply.raw.writeHead(304, hit.notModified).end();
    else reply.raw.writeHead(200, hit.headers).end(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request) || routePath(request).startsWith('/api/docs')) return payload;
    if (UNSAFE_METHODS.has(request.method)) {
      // A failed write may still have committed before failing; only refusals change nothing.
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        clear();
        notifyOthers();
      }
    }
    const shareable = reply.statusCode === 200 && isShareableRead(request);
    reply.header('cache-control', shareable ? publicControl : 'private, no-store');
    if (shareable && request.cacheGeneration === generation && typeof payload === 'string') {
      const { 'set-cookie': _cookie, 'content-length': _length, ...stored } = reply.getHeaders();
      const headers = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)) as Entry['headers'];
      const body = Buffer.from(payload);
      const { 'content-type': _type, ...notModified } = headers;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, { headers: { ...headers, 'content-length': body.length }, notModified, etag: headers.etag as string | undefined, body });
    }
    return payload;
  });
});

/**
 * A dedicated connection that LISTENs for other processes' writes and reconnects (with a growing
 * pause, at most 5 s) whenever it is lost.
 */
function listen(
  databaseUrl: string,
  log: FastifyBaseLogger,
  { onNotify, onConnected }: { onNotify: (payload: string) => void; onConnected: (connected: boolean) => void },
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    client = current;
    const lost = (error?: Error) => {
      if (client !== current) return;
      client = null;
      onConnected(false);
      if (!stopped) log.warn({ err: error }, 'Caché: canal LISTEN perdido, reconectando');
      current.end().catch(() => {});
      reconnectLater();
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => onNotify(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANNEL}`);
      if (stopped) return void current.end().catch(() => {});
      retryMs = 250;
      onConnected(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    /** The first attempt, awaited at start so the cache works from the first request. */
    ready: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
