import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { MSG } from '@plataforma/contracts';
import { buildApp } from '../../app';
import { API_MSG, httpError, RETRY_AFTER_SECONDS } from '../../errors';
import { loggerOptions } from '../../logging';
import { backends, buildTestApp, type TestApp } from '../../test/helper';
import errors, { clientErrors, frameworkErrors } from './errors';

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

  test("a request Node cannot parse (a broken request line, a header over 16 KB) gets the Spanish shape, not Fastify's English", async () => {
    const app = Fastify({ logger: false, frameworkErrors, clientErrorHandler: clientErrors });
    await app.register(errors);
    app.get('/ok', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** What the server answers to `raw` sent on its own connection. */
    const answer = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(raw));
        socket.on('data', (chunk) => (received += chunk));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
    try {
      const garbage = await answer('GARBAGE\r\n\r\n');
      assert.match(garbage, /^HTTP\/1\.1 400 Bad Request/);
      assert.deepEqual(JSON.parse(garbage.slice(garbage.indexOf('{'))), { statusCode: 400, error: 'Bad Request', message: MSG.solicitudInvalida });
      const huge = await answer(`GET /ok HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
      assert.match(huge, /^HTTP\/1\.1 431 /);
      assert.equal(JSON.parse(huge.slice(huge.indexOf('{'))).message, API_MSG.cabecerasMuyGrandes);
    } finally {
      await app.close();
    }
  });

  test('an unknown route is a Spanish 404', async () => {
    const app = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/nada' });
    assert.deepEqual(response.json(), { statusCode: 404, error: 'Not Found', message: MSG.noEncontrado });
    await app.close();
  });
});

/** A CI, a phone and an email: what a failed query's parameters can hold, and the log must not. */
const PERSONAL = ['6234567', '71234567', 'ana.secreta@test.bo'];

for (const backend of backends()) {
  describe(`database errors (${backend})`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    const lines: string[] = [];

    before(async () => {
      t = await buildTestApp(backend);
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      app = await buildApp({ db: t.db, config: t.config, cipher: t.app.cipher, logger: loggerOptions('info', stream) });
      // Queries that fail inside PostgreSQL, each carrying personal data as parameters.
      app.get('/prueba/tabla-inexistente', async () => app.db.execute(sql`SELECT * FROM tabla_inexistente WHERE ci = ${PERSONAL[0]} AND celular = ${PERSONAL[1]}`));
      app.get('/prueba/correo-repetido', async () => {
        const insert = sql`INSERT INTO users (nombre, email, password_hash) VALUES ('Ana', ${PERSONAL[2]}, 'x')`;
        await app.db.execute(insert);
        return app.db.execute(insert);
      });
      app.get('/prueba/nul', async () => app.db.execute(sql`SELECT ${`${PERSONAL[0]}\u0000`}::text AS t`));
      app.get('/prueba/anio-cero', async () => app.db.execute(sql`SELECT ${'0000-01-01T00:00:00Z'}::timestamptz AS t`));
      // A write that refers to a row deleted while it ran: a publication, or the member's own account.
      app.get('/prueba/referencia-borrada', async () =>
        app.db.execute(sql`INSERT INTO comentarios (contenido, publicacion_id, user_id) VALUES ('Hola', 999999, (SELECT min(id) FROM users))`),
      );
      app.get('/prueba/cuenta-borrada', async (request) => {
        request.user = { id: 999_998 } as typeof request.user;
        return app.db.execute(sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (999998, 'x', now())`);
      });
      // Two transactions crossed and PostgreSQL rolled this one back.
      app.get('/prueba/interbloqueo', async () => app.db.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$`));
    });
    after(async () => {
      await app.close();
      await t.close();
    });

    test('a bug in a query is a 500 whose log line holds neither the parameters nor the row', async () => {
      for (const url of ['/prueba/tabla-inexistente', '/prueba/correo-repetido']) {
        const response = await app.inject({ method: 'GET', url });
        assert.deepEqual(response.json(), { statusCode: 500, error: 'Internal Server Error', message: MSG.errorServidor });
      }
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { code?: string } }).filter((entry) => entry.msg === 'Unhandled error');
      // Logged with what a developer needs: PostgreSQL's code (undefined table, unique violation).
      assert.deepEqual(logged.map((entry) => entry.err?.code ?? findCode(entry.err)), ['42P01', '23505']);
      for (const value of PERSONAL) assert.ok(!lines.join('').includes(value), `${value} in the log`);
    });

    test("a write whose account was deleted meanwhile (another tab) is a 401; whose item was, a Spanish 409; a write rolled back by a crossing one, a 503 to retry", async () => {
      const account = await app.inject({ method: 'GET', url: '/prueba/cuenta-borrada' });
      assert.deepEqual(account.json(), { statusCode: 401, error: 'Unauthorized', message: MSG.noAutenticado });
      const item = await app.inject({ method: 'GET', url: '/prueba/referencia-borrada' });
      assert.deepEqual(item.json(), { statusCode: 409, error: 'Conflict', message: API_MSG.referenciaEliminada });
      const crossed = await app.inject({ method: 'GET', url: '/prueba/interbloqueo' });
      assert.deepEqual(crossed.json(), { statusCode: 503, error: 'Service Unavailable', message: API_MSG.conflictoConcurrente });
      assert.equal(crossed.headers['retry-after'], String(RETRY_AFTER_SECONDS));
    });

    test('any data PostgreSQL refuses (a NUL byte, year 0) that got past the schemas is a Spanish 400', async () => {
      for (const url of ['/prueba/nul', '/prueba/anio-cero']) {
        const response = await app.inject({ method: 'GET', url });
        assert.deepEqual(response.json(), { statusCode: 400, error: 'Bad Request', message: MSG.solicitudInvalida });
      }
      for (const value of PERSONAL) assert.ok(!lines.join('').includes(value), `${value} in the log`);
    });
  });
}

/** The SQLSTATE of a logged error, wherever in its causes it sits. */
function findCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (typeof e.code === 'string') return e.code;
  return undefined;
}
