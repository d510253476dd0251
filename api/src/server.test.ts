import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { CSRF_COOKIE, CSRF_HEADER } from '@plataforma/contracts';
import { lockDataDir } from './db/client';
import { API_MSG } from './errors';
import { backends, freshPostgres, multipart } from './test/helper';
import { startServer, tcpProxy, waitFor, waitReady, type ServerProcess } from './test/processes';

const ADMIN_ENV = { ADMIN_EMAIL: 'admin@test.local', ADMIN_PASSWORD: 'admin-secreto-1' };

/** A raw HTTP/1.1 exchange on its own socket, to hold a request half-sent. */
function rawSocket(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return { socket, received: () => received, closed };
}

describe('the server process (PGlite)', () => {
  let dir: string;
  let server: ServerProcess;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pj-server-'));
    server = await startServer({ ...ADMIN_ENV, DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media'), SHUTDOWN_TIMEOUT: '4' });
    await waitReady(server);
  });
  after(async () => {
    await server.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  test('a second process on the same PGlite directory refuses to start and names the directory', async () => {
    const second = await startServer({ ...ADMIN_ENV, DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media') });
    const { code } = await second.exited;
    assert.notEqual(code, 0);
    assert.match(second.output(), new RegExp(`${join(dir, 'pglite')} ya está abierta por el proceso ${server.pid}`));
    assert.doesNotMatch(second.output(), /\n\s+at /, 'a sentence, not a stack trace');
  });

  test('a stale lock (its process is gone) is taken over; a live one is refused in-process too', async () => {
    const dataDir = join(dir, 'otra');
    writeFileSync(`${dataDir}.lock`, '999999999');
    const release = lockDataDir(dataDir);
    assert.throws(() => lockDataDir(dataDir), /ya está abierta/);
    release();
  });

  test('SIGTERM: in-flight requests finish (a slow 5 MB upload), late ones get a Spanish 503, a stalled client is cut at the deadline, exit 0', async () => {
    const csrf = randomBytes(16).toString('hex');
    const image = await sharp(randomBytes(1280 * 1280 * 3), { raw: { width: 1280, height: 1280, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    assert.ok(image.length > 4.5 * 1024 * 1024 && image.length <= 5 * 1024 * 1024, `image of ${image.length} bytes`);
    const form = await multipart({ nombre: 'Subida lenta', email: 'lenta@test.local', password: 'secreto-1', aceptaTerminos: 'true', imagen: new Blob([new Uint8Array(image)], { type: 'image/png' }) });

    const upload = request(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { ...form.headers, 'content-length': form.payload.length, cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
    });
    const uploaded = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      upload.on('error', reject);
    });
    const half = Math.floor(form.payload.length / 2);
    upload.write(form.payload.subarray(0, half));

    const late = rawSocket(server.port);
    late.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const stalled = rawSocket(server.port);
    stalled.socket.write('POST /api/comentarios HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"con');
    await sleep(300);

    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await sleep(300);

    late.socket.write('\r\n');
    await waitFor(async () => late.received().includes('\r\n\r\n{'), { timeoutMs: 5000, what: 'the late answer' });
    assert.match(late.received(), /^HTTP\/1.1 503/);
    assert.match(late.received(), /connection: close/i);
    assert.match(late.received(), /retry-after: \d+/i);
    assert.ok(late.received().includes(JSON.stringify(API_MSG.servicioNoDisponible)), late.received());

    for (let offset = half, step = Math.ceil(half / 5); offset < form.payload.length; offset += step) {
      upload.write(form.payload.subarray(offset, offset + step));
      await sleep(100);
    }
    upload.end();
    const answer = await uploaded;
    assert.equal(answer.status, 201, answer.body);

    await assert.rejects(fetch(`${server.url}/api/health`), 'no new connections once closing');
    const { code } = await server.exited;
    const tookMs = Date.now() - signalled;
    assert.equal(code, 0, server.output());
    // The stalled client held the server until the 4 s deadline, not longer (bounded, generously).
    assert.ok(tookMs < 4000 + 5000, `exit ${tookMs} ms after SIGTERM`);
    await stalled.closed;
  });
});

if (backends().includes('postgres')) {
  describe('starting while PostgreSQL is down', () => {
    test('the server retries with a clear log line, starts when the database is back, and stops with SIGTERM', async () => {
      const fresh = await freshPostgres();
      const proxy = await tcpProxy(Number(new URL(fresh.url).port || 5432));
      const url = new URL(fresh.url);
      url.port = String(proxy.port);
      await proxy.cut('refuse');
      const server = await startServer({ ...ADMIN_ENV, DATABASE_URL: url.toString(), DB_TIMEOUT_MS: '1000' });
      try {
        await waitFor(async () => server.output().includes('Base de datos no disponible'), { timeoutMs: 30_000, what: 'the retry line' });
        assert.doesNotMatch(server.output(), /\n\s+at /, 'a log line, not a stack trace');
        await proxy.restore();
        await waitReady(server);
        const { code } = await server.stop('SIGTERM');
        assert.equal(code, 0, server.output());
      } finally {
        await server.stop('SIGKILL');
        await proxy.close();
        await fresh.drop();
      }
    });
  });
}
