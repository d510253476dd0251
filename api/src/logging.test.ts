import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loggerOptions, withoutSecrets } from './logging';
import { ADMIN, backends, buildTestApp, login, type Session, type TestApp } from './test/helper';

/** A log destination that keeps each line. */
function capture(lines: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

test('the reset token is taken out of a URL; other parameters and URLs stay as they are', () => {
  assert.equal(withoutSecrets('/restablecer?token=abc123'), '/restablecer?token=oculto');
  assert.equal(withoutSecrets('/restablecer?a=1&token=abc123'), '/restablecer?a=1&token=oculto');
  assert.equal(withoutSecrets('/api/noticias?page=2&q=La%20Paz'), '/api/noticias?page=2&q=La%20Paz');
  assert.equal(withoutSecrets('/noticias/1'), '/noticias/1');
});

test('the parameters a route names are hidden; every one when no route matched', () => {
  assert.equal(withoutSecrets('/api/afiliaciones?search=1234567-1A&page=2', ['token', 'search']), '/api/afiliaciones?search=oculto&page=2');
  assert.equal(withoutSecrets('/api/afiliaciones?estado=pendiente', ['token', 'search']), '/api/afiliaciones?estado=pendiente');
  assert.equal(withoutSecrets('/api/users?search=maria'), '/api/users?search=maria');
  assert.equal(withoutSecrets('/api/nada?a=1&b=2&a=3', 'all'), '/api/nada?a=oculto&b=oculto');
  assert.equal(withoutSecrets('/api/nada', 'all'), '/api/nada');
});

test('the request log does not hold the token of a reset link', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', capture(lines)) });
  app.get('/restablecer', async () => 'ok');
  try {
    const response = await app.inject({ method: 'GET', url: '/restablecer?token=secreto-de-prueba' });
    assert.equal(response.statusCode, 200);
  } finally {
    await app.close();
  }
  const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
  assert.equal(incoming?.req.url, '/restablecer?token=oculto');
  assert.equal(incoming?.req.method, 'GET');
  assert.ok(!lines.join('').includes('secreto-de-prueba'));
});

for (const backend of backends()) {
  describe(`the request log hides a search by CI by the route it reached (${backend})`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let admin: Session;
    const lines: string[] = [];

    before(async () => {
      t = await buildTestApp(backend);
      app = await buildApp({ db: t.db, config: t.config, cipher: t.app.cipher, logger: loggerOptions('info', capture(lines)) });
      admin = await login(app, ADMIN.email, ADMIN.password);
    });
    after(async () => {
      await app.close();
      await t.close();
    });

    const incoming = () => lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));

    test('however the path is spelled, and in the exports too', async () => {
      lines.length = 0;
      for (const url of [
        '/%61pi/afiliaciones?search=6234567',
        '/api/asistencias?search=6234567&page=1',
        '/%61pi/asistencias/export.csv?search=6234567',
        '/api/%61filiaciones/export.csv?estado=aprobada&search=6234567',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: admin.headers });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      }
      assert.deepEqual(incoming(), [
        '/%61pi/afiliaciones?search=oculto',
        '/api/asistencias?search=oculto&page=1',
        '/%61pi/asistencias/export.csv?search=oculto',
        '/api/%61filiaciones/export.csv?estado=aprobada&search=oculto',
      ]);
      assert.ok(!lines.join('').includes('6234567'));
    });

    test('a search of a route that holds no personal data stays; a query no route reads is hidden', async () => {
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/noticias?page=2&limit=5' });
      await app.inject({ method: 'GET', url: '/api/afiliacione?search=6234567' });
      assert.deepEqual(incoming(), ['/api/noticias?page=2&limit=5', '/api/afiliacione?search=oculto']);
    });
  });
}
