import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PARTICIPATION_MSG, type VotosEnVivo } from '@plataforma/contracts';
import { sendError } from './errors';

const CHANNEL = 'pj_votos';
/** Votes come in bursts: one tally query per survey and process per this interval, written to all its streams. */
export const COALESCE_MS = 150;
/** A comment line this often keeps proxies (nginx's 60 s read time-out) and idle-socket timers from closing a stream. */
const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RETRY_MS = 3000;
/** Retry-After of a 429: a tab has to be closed first, or the page reads the results meanwhile. */
const HOLDER_RETRY_AFTER_SECONDS = 30;

export interface LiveVotes {
  /**
   * Answers `reply` with a Server-Sent Events stream of survey `id`'s tally: what `tally()` (the
   * route's own checks and read; it may throw) gives now, then every change. Past the caps (config
   * `liveStreamsPer*`), a Spanish 429 (this session, or this visitor's address) or 503 (this process),
   * before `tally()` runs.
   */
  open: (request: FastifyRequest, reply: FastifyReply, id: number, tally: () => Promise<Record<string, number>>) => Promise<FastifyReply>;
  /** Survey `id`'s tally changed here (a vote, an edit, a deletion): every process's streams of it are told. */
  changed: (id: number) => void;
  /** Streams open in this process (the bench reads it). */
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveVotes: LiveVotes;
  }
}

/** A place among the streams, freed once (when its response closes, or its read fails). */
interface Place {
  free: () => void;
  isFreed: () => boolean;
}
interface Refusal {
  refused: 429 | 503;
  message: string;
}

const event = (data: VotosEnVivo) => `data: ${JSON.stringify(data)}\n\n`;

/**
 * Live survey results. Each process keeps its own streams per survey; a change is
 * coalesced (at most one tally query per survey every COALESCE_MS, written to every local stream of
 * it) and sent to the other processes through NOTIFY `pj_votos` (the ids, comma-separated), which do
 * the same for theirs. When the LISTEN connection comes back, every local stream gets a fresh tally
 * (a notification may have been missed).
 */
export default fp(
  async (app) => {
    const streams = new Map<number, Set<PassThrough>>();
    /** Surveys to re-read for local streams, and those to announce to the other processes. */
    const dirty = new Set<number>();
    const announce = new Set<number>();
    let timer: NodeJS.Timeout | undefined;
    let flushing: Promise<void> | null = null;

    const channel = app.notifications.channel(CHANNEL, {
      onNotify: (payload) => {
        for (const id of payload.split(',').map(Number)) if (streams.has(id)) dirty.add(id);
        schedule();
      },
      onConnected: (connected) => {
        if (!connected) return;
        for (const id of streams.keys()) dirty.add(id);
        schedule();
      },
    });

    const schedule = () => {
      if (timer || flushing || (dirty.size === 0 && announce.size === 0)) return;
      timer = setTimeout(() => {
        timer = undefined;
        flushing = flush().finally(() => {
          flushing = null;
          schedule();
        });
      }, COALESCE_MS);
    };

    const flush = async () => {
      const ids = [...dirty].filter((id) => streams.has(id));
      dirty.clear();
      const others = [...announce];
      announce.clear();
      if (others.length > 0 && app.notifications.shared) void channel.notify(others.join(','));
      if (ids.length === 0) return;
      try {
        const tallies = await app.encuestasRepository.tallies(ids);
        for (const id of ids) {
          const votos = tallies.get(id);
          for (const stream of streams.get(id) ?? []) {
            // A deleted survey has nothing more to say: its streams end (the browser stops on the 404 it reconnects to).
            if (votos) stream.write(event({ id, votos }));
            else stream.end();
          }
        }
      } catch (error) {
        app.log.warn({ err: error }, 'No se pudieron leer los votos en vivo');
        for (const id of ids) dirty.add(id);
      }
    };

    const heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const stream of set) stream.write(': \n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    const endAll = () => {
      for (const set of streams.values()) for (const stream of set) stream.end();
      streams.clear();
    };
    // Open streams would keep the server from closing: they end first (the browser reconnects elsewhere).
    app.addHook('preClose', async () => endAll());
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      await flushing;
    });

    const { liveStreamsPerSession, liveStreamsPerIp, liveStreamsPerProcess } = app.config;
    /** Streams open or being opened: in all, and per holder (a session, or a visitor's address). */
    let taken = 0;
    const held = new Map<string, number>();

    /** Takes a place for the request's holder, or says why not. */
    const take = (request: FastifyRequest): Place | Refusal => {
      const member = request.sessionId !== null;
      const holder = member ? `sesion:${request.sessionId}` : `ip:${request.ip}`;
      const count = held.get(holder) ?? 0;
      if (taken >= liveStreamsPerProcess) return { refused: 503, message: PARTICIPATION_MSG.enVivoSaturado };
      if (count >= (member ? liveStreamsPerSession : liveStreamsPerIp)) {
        return { refused: 429, message: member ? PARTICIPATION_MSG.demasiadosEnVivo : PARTICIPATION_MSG.demasiadosEnVivoRed };
      }
      taken++;
      held.set(holder, count + 1);
      let freed = false;
      return {
        free: () => {
          if (freed) return;
          freed = true;
          taken--;
          const left = (held.get(holder) ?? 1) - 1;
          if (left === 0) held.delete(holder);
          else held.set(holder, left);
        },
        isFreed: () => freed,
      };
    };

    app.decorate('liveVotes', {
      async open(request, reply, id, tally) {
        // The place is taken before the read: streams asked for at once cannot all pass the check.
        const place = take(request);
        if ('refused' in place) {
          if (place.refused === 429) reply.header('retry-after', HOLDER_RETRY_AFTER_SECONDS);
          return sendError(reply, place.refused, place.message);
        }
        let stream: PassThrough | undefined;
        reply.raw.once('close', () => {
          place.free();
          if (!stream) return;
          const current = streams.get(id);
          current?.delete(stream);
          if (current?.size === 0) streams.delete(id);
          stream.destroy();
        });
        let votos: Record<string, number>;
        try {
          votos = await tally();
        } catch (error) {
          place.free();
          throw error;
        }
        // The client left during the read: there is no one to stream to.
        if (place.isFreed()) return reply.code(204).send();
        stream = new PassThrough();
        const set = streams.get(id) ?? new Set<PassThrough>();
        streams.set(id, set);
        set.add(stream);
        stream.write(`retry: ${RETRY_MS}\n\n${event({ id, votos })}`);
        // Never kept (the route is in the open scope) nor compressed (API answers are not); nginx must not buffer it.
        return reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(stream);
      },
      changed(id) {
        dirty.add(id);
        announce.add(id);
        schedule();
      },
      size: () => {
        let n = 0;
        for (const set of streams.values()) n += set.size;
        return n;
      },
    });
  },
  { name: 'live-votes', dependencies: ['notifications'] },
);
