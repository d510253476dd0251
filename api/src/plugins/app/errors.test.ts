import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { MSG } from '@plataforma/contracts';
import { httpError } from '../../errors';
import errors, { frameworkErrors } from './errors';

/** A bare app with only the error plugin and routes that fail in each possible way. */
async function appThatFails() {
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errors);
  app.get('/bug', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/mine', async () => {
    throw httpError(413, MSG.fotoTamano);
  });
  app.get('/framework', async () => {
    throw Object.assign(new Error('Something went wrong in English'), { statusCode: 400, code: 'FST_SOMETHING' });
  });
  app.get('/unexposed', async () => {
    throw Object.assign(new Error('Forbidden'), { statusCode: 403, expose: true });
  });
  return app;
}

describe('error handler', () => {
  test('an unexpected error is a 500 with a Spanish message and no internals', async () => {
    const app = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/bug' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { statusCode: 500, error: 'Internal Server Error', message: MSG.errorServidor });
    await app.close();
  });

  test('our own 4xx errors keep their status and Spanish message', async () => {
    const app = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/mine' });
    assert.deepEqual(response.json(), { statusCode: 413, error: 'Payload Too Large', message: MSG.fotoTamano });
    await app.close();
  });

  test('framework and library 4xx errors keep their status with a Spanish message', async () => {
    const app = await appThatFails();
    const framework = await app.inject({ method: 'GET', url: '/framework' });
    assert.deepEqual(framework.json(), { statusCode: 400, error: 'Bad Request', message: MSG.solicitudInvalida });
    const library = await app.inject({ method: 'GET', url: '/unexposed' });
    assert.deepEqual(library.json(), { statusCode: 403, error: 'Forbidden', message: MSG.solicitudInvalida });
    await app.close();
  });

  test('a URL with broken percent-encoding is a Spanish 400, not Fastify\'s English one', async () => {
    const app = await appThatFails();
    app.get('/items/:name', async () => 'never');
    const response = await app.inject({ method: 'GET', url: '/items/%E0%A4%A' });
    assert.deepEqual(response.json(), { statusCode: 400, error: 'Bad Request', message: MSG.solicitudInvalida });
    await app.close();
  });

  test('an unknown route is a Spanish 404', async () => {
    const app = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/nada' });
    assert.deepEqual(response.json(), { statusCode: 404, error: 'Not Found', message: MSG.noEncontrado });
    await app.close();
  });
});
