import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createWriteSignal } from './signal';

/** A stand-in app whose NOTIFY takes `ms` and records what it sent. */
function appNotifying(ms: number) {
  const sent: string[] = [];
  const closing: (() => Promise<void>)[] = [];
  const app = {
    config: { databaseUrl: 'postgres://prueba' },
    notifications: {
      channel: () => ({
        notify: async (payload: string) => {
          sent.push(payload);
          await sleep(ms);
        },
      }),
    },
    addHook: (_name: string, hook: () => Promise<void>) => closing.push(hook),
  } as unknown as FastifyInstance;
  return { app, sent, close: () => Promise.all(closing.map((hook) => hook())) };
}

test('a burst of writes: one NOTIFY at once, one more for the rest, none lost while one is in flight', async () => {
  const { app, sent } = appNotifying(10);
  const signal = createWriteSignal(app, () => {});
  signal.contentChanged();
  signal.contentChanged();
  signal.contentChanged();
  await sleep(120);
  assert.deepEqual(sent, ['', '']);
  assert.equal(signal.generation, 3);
});

test('a purge among the writes it covers makes the NOTIFY a purge', async () => {
  const { app, sent } = appNotifying(10);
  let purged = 0;
  const signal = createWriteSignal(app, () => purged++);
  signal.contentChanged();
  signal.contentChanged();
  signal.contentRemoved();
  signal.contentChanged();
  await sleep(120);
  assert.deepEqual(sent, ['', 'purge']);
  assert.equal(purged, 1);
});

test('what is owed is sent before the app closes', async () => {
  const { app, sent, close } = appNotifying(5);
  const signal = createWriteSignal(app, () => {});
  signal.contentChanged();
  signal.contentRemoved();
  await close();
  assert.deepEqual(sent, ['', 'purge']);
});
