import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** What a plugin hears on its channel: other processes' payloads, and whether the channel is up. */
export interface ChannelHandlers {
  onNotify: (payload: string) => void;
  /** Called when the LISTEN connection is (re)established or lost: what was missed meanwhile is unknown. */
  onConnected?: (connected: boolean) => void;
}

export interface Channel {
  /** Sends `payload` to every OTHER process (this one is not told); a failure is logged, never thrown. */
  notify: (payload: string) => Promise<void>;
}

export interface Notifications {
  /** True with PostgreSQL (other processes may exist); with PGlite there is only this process. */
  shared: boolean;
  /** A channel by name, subscribed while the app is being built (the connection starts when it is ready). */
  channel: (name: string, handlers: ChannelHandlers) => Channel;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * One LISTEN connection per process for every PostgreSQL channel the app uses (the public cache's
 * `pj_cache`, the live survey results' `pj_votos`): each payload carries the sender's instance id,
 * so a process ignores its own. With PGlite (one process) nothing is listened to and `notify` does nothing.
 */
export default fp(
  async (app) => {
    const { databaseUrl } = app.config;
    const instance = randomUUID();
    const handlers = new Map<string, ChannelHandlers>();
    let listener: ReturnType<typeof listen> | undefined;

    app.decorate('notifications', {
      shared: Boolean(databaseUrl),
      channel(name: string, channelHandlers: ChannelHandlers): Channel {
        if (listener) throw new Error(`Canal ${name} pedido después de iniciar la escucha`);
        if (!/^[a-z_]+$/.test(name)) throw new Error(`Nombre de canal no válido: ${name}`);
        handlers.set(name, channelHandlers);
        return {
          notify: async (payload) => {
            if (!databaseUrl) return;
            await app.db
              .execute(sql`SELECT pg_notify(${name}, ${`${instance} ${payload}`})`)
              .then(() => undefined, (error: Error) => app.log.warn({ err: error, canal: name }, 'No se pudo avisar a los otros procesos'));
          },
        };
      },
    });

    // Every plugin has subscribed by now; awaited, so the first request already has the channel.
    app.addHook('onReady', async () => {
      if (!databaseUrl || handlers.size === 0) return;
      listener = listen(databaseUrl, app.log, {
        channels: [...handlers.keys()],
        onNotify: (channel, payload) => {
          const space = payload.indexOf(' ');
          if (payload.slice(0, space) === instance) return;
          handlers.get(channel)?.onNotify(payload.slice(space + 1));
        },
        onConnected: (connected) => {
          for (const handler of handlers.values()) handler.onConnected?.(connected);
        },
      });
      await listener.ready;
    });
    app.addHook('onClose', async () => listener?.stop());
  },
  { name: 'notifications' },
);

/**
 * A dedicated connection that LISTENs on `channels` and reconnects (with a growing pause, at most
 * 5 s) whenever it is lost.
 */
function listen(
  databaseUrl: string,
  log: FastifyBaseLogger,
  {
    channels,
    onNotify,
    onConnected,
  }: { channels: string[]; onNotify: (channel: string, payload: string) => void; onConnected: (connected: boolean) => void },
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
      if (!stopped) log.warn({ err: error }, 'Canal LISTEN perdido, reconectando');
      current.end().catch(() => {});
      reconnectLater();
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => onNotify(message.channel, message.payload ?? ''));
    try {
      await current.connect();
      for (const channel of channels) await current.query(`LISTEN ${channel}`);
      if (stopped) return void current.end().catch(() => {});
      retryMs = 250;
      onConnected(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    /** The first attempt, awaited at start so the channels work from the first request. */
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
