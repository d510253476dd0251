import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions, withoutSecrets } from './logging';

test('the reset token is taken out of a URL; other parameters and URLs stay as they are', () => {
  assert.equal(withoutSecrets('/restablecer?token=abc123'), '/restablecer?token=oculto');
  assert.equal(withoutSecrets('/restablecer?a=1&token=abc123'), '/restablecer?a=1&token=oculto');
  assert.equal(withoutSecrets('/api/noticias?page=2&q=La%20Paz'), '/api/noticias?page=2&q=La%20Paz');
  assert.equal(withoutSecrets('/noticias/1'), '/noticias/1');
});

test('a search of the affiliations (by CI) is taken out of the URL; other lists keep theirs', () => {
  assert.equal(withoutSecrets('/api/afiliaciones?search=1234567-1A&page=2'), '/api/afiliaciones?search=oculto&page=2');
  assert.equal(withoutSecrets('/api/afiliaciones/export.csv?estado=aprobada&search=1234567'), '/api/afiliaciones/export.csv?estado=aprobada&search=oculto');
  assert.equal(withoutSecrets('/api/afiliaciones?estado=pendiente'), '/api/afiliaciones?estado=pendiente');
  assert.equal(withoutSecrets('/api/users?search=maria'), '/api/users?search=maria');
});

test('a search of the attendance records (by CI too) is taken out of the URL, the export\'s as well', () => {
  assert.equal(withoutSecrets('/api/asistencias?page=1&limit=50&search=6234567%20LP'), '/api/asistencias?page=1&limit=50&search=oculto');
  assert.equal(withoutSecrets('/api/asistencias/export.csv?search=6234567'), '/api/asistencias/export.csv?search=oculto');
  assert.equal(withoutSecrets('/api/asistencias?page=2'), '/api/asistencias?page=2');
  assert.equal(withoutSecrets('/api/asistenciasx?search=1'), '/api/asistenciasx?search=1');
});

test('the request log does not hold the token of a reset link', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream) });
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
