import type { FastifyInstance } from 'fastify';

const CHANNEL = 'pj_cache';
/** What a NOTIFY asks of the other processes: copies made stale, or dropped altogether. */
const PURGE = 'purge';
/** At most one NOTIFY per this interval in a burst of writes (votes): well under the 1 s promised. */
const NOTIFY_INTERVAL_MS = 50;
/** setTimeout's longest delay (~24.8 days): a later clock change is timed again from then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface WriteSignal {
  /** Bumped by every content write here or on another process, by the clock, and when LISTEN drops or returns. */
  readonly generation: number;
  /** False while a missed notification could go unnoticed (LISTEN down): nothing kept may be served as fresh. */
  readonly trusted: boolean;
  /** The earliest known time an answer changes by the clock (a survey closing), if any. */
  readonly changesAt: number | undefined;
  /** Content changed: every kept copy is stale (still the last good one for an outage). */
  contentChanged(): void;
  /** Content was taken out of view (hidden, deleted, revoked): every kept copy is dropped, stale ones too. */
  contentRemoved(): void;
  /** An answer changes at `when` without any write: everything kept goes stale then. */
  changesBy(when: number): void;
}

/**
 * When kept answers stop being fresh: a content write (here, or on another process through PostgreSQL
 * LISTEN/NOTIFY) or the clock. `onPurge` drops every copy, for writes that take content out of view.
 */
export function createWriteSignal(app: FastifyInstance, onPurge: () => void): WriteSignal {
  const { databaseUrl } = app.config;
  let generation = 0;
  let trusted = !databaseUrl;
  const stale = () => {
    generation++;
  };
  const purge = () => {
    stale();
    onPurge();
  };

  const channel = app.notifications.channel(CHANNEL, {
    onNotify: (payload) => (payload === PURGE ? purge() : stale()),
    onConnected: (connected) => {
      stale();
      trusted = connected;
    },
  });

  // Writes come in bursts (votes): one NOTIFY in flight at a time, and at most one per NOTIFY_INTERVAL_MS;
  // the writes meanwhile are owed one more NOTIFY that covers them all (a purge if any of them purged).
  let owed: { purge: boolean } | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastSent = 0;
  const flush = () => {
    timer = undefined;
    if (inFlight || !owed) return;
    const { purge: purgeOthers } = owed;
    owed = null;
    lastSent = Date.now();
    inFlight = channel.notify(purgeOthers ? PURGE : '').finally(() => {
      inFlight = null;
      schedule();
    });
  };
  const schedule = () => {
    if (!owed || inFlight || timer) return;
    const wait = lastSent + NOTIFY_INTERVAL_MS - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
  const notifyOthers = (purgeOthers: boolean) => {
    if (!databaseUrl) return;
    owed = { purge: (owed?.purge ?? false) || purgeOthers };
    schedule();
  };

  let clockAt = Number.POSITIVE_INFINITY;
  let clockTimer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearTimeout(clockTimer);
    // What is owed goes out before the connection closes.
    clearTimeout(timer);
    await inFlight;
    flush();
    await inFlight;
  });

  return {
    get generation() {
      return generation;
    },
    get trusted() {
      return trusted;
    },
    get changesAt() {
      return Number.isFinite(clockAt) ? clockAt : undefined;
    },
    contentChanged() {
      stale();
      notifyOthers(false);
    },
    contentRemoved() {
      purge();
      notifyOthers(true);
    },
    changesBy(when) {
      if (when >= clockAt) return;
      clearTimeout(clockTimer);
      clockAt = when;
      clockTimer = setTimeout(
        () => {
          clockTimer = undefined;
          clockAt = Number.POSITIVE_INFINITY;
          stale();
        },
        Math.min(Math.max(0, when - Date.now()), MAX_TIMER_MS),
      );
      clockTimer.unref();
    },
  };
}
