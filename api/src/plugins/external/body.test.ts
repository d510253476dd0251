import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { API_MSG } from '../../errors';
import errors from '../app/errors';
import body from './body';

test('a rate-limited route whose count cannot be read (the database down) answers the Spanish 503 at once, never running the route', async () => {
  const app = Fastify({ logger: false });
  // The rate limit's store, on a database that refuses connections.
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  app.decorate('db', { execute: () => Promise.reject(refused) } as never);
  await app.register(errors);
  await app.register(body);
  let ran = 0;
  app.post('/login', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async () => {
    ran += 1;
    return { ok: true };
  });
  try {
    const response = await app.inject({ method: 'POST', url: '/login', payload: {} });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().message, API_MSG.servicioNoDisponible);
    assert.equal(ran, 0, 'the route did not run to wait for the database a second time');
  } finally {
    await app.close();
  }
});
