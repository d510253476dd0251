import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fakeFrontend } from '../test/fakeFrontend';
import { freshPostgres } from '../test/helper';
import { tcpProxy, waitFor } from '../test/processes';
import { ADMIN, backends, buildTestApp, inject, login, type Session, type TestApp } from '../test/helper';
import { httpGet, routeHandlersRun } from '../test/http';
import { encodingFor } from './ssr/keptPages';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

test('a kept page goes in the encoding the browser takes, brotli first', () => {
  assert.equal(encodingFor('gzip, deflate, br'), 'br');
  assert.equal(encodingFor('br;q=0, gzip'), 'gzip');
  assert.equal(encodingFor('GZIP'), 'gzip');
  assert.equal(encodingFor(undefined), 'identity');
  assert.equal(encodingFor('deflate'), 'identity');
});

for (const backend of backends()) {
  describe(`server-rendered pages, kept and shared (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    const front = fakeFrontend();
    before(async () => {
      t = await buildTestApp(backend, { serveFrontend: true, rootDir: front.rootDir, publicCache: true, pageCacheBytes: 200_000 });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      // PostgreSQL: the write signal (LISTEN) must be up before anything is kept.
      for (let i = 0; i < 100 && !t.app.sharedReads.trusted; i++) await sleep(50);
    });
    after(async () => {
      await t.close();
      front.remove();
    });
    const page = (url: string, headers: Record<string, string> = {}) => inject(t.app, { method: 'GET', url, headers: { ...BROWSER, ...headers } });
    const rendersOf = (url: string) => front.shell.renders.filter((rendered) => rendered === url).length;

    test("a visitor's page: shared-cache headers, an ETag and no cookie; kept, so the next visitor costs no render", async () => {
      const first = await page('/noticias');
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['set-cookie'], undefined);
      assert.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
      assert.match(String(first.headers.etag), /^W\/"[\w-]+"$/);
      assert.equal(first.headers['content-encoding'], 'br');
      assert.equal(first.headers.vary, 'Accept-Encoding');
      assert.ok(first.headers['content-security-policy'], 'the security headers are kept');
      const html = brotliDecompressSync(first.rawPayload).toString();
      assert.match(html, /<h1>\/noticias #\d+ v1<\/h1>/);
      assert.match(html, /<link rel="canonical" href="http:\/\/localhost:80\/noticias" \/>/);

      const second = await page('/noticias', { 'accept-encoding': 'gzip' });
      assert.equal(second.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(second.rawPayload).toString(), html, 'the same page, another encoding');
      assert.equal(second.headers.etag, first.headers.etag);
      assert.equal(rendersOf('/noticias'), 1);

      const revalidated = await page('/noticias', { 'if-none-match': String(first.headers.etag) });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      const head = await inject(t.app, { method: 'HEAD', url: '/noticias', headers: BROWSER });
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
    });

    test('a fresh kept page is written at the server door, without Fastify: the same answer, 304 and private alike', async () => {
      const url = '/publicaciones?puerta=1';
      const handled = await routeHandlersRun(async () => {
        const rendered = await httpGet(t.app, url, BROWSER);
        const atTheDoor = await httpGet(t.app, url, BROWSER);
        assert.equal(atTheDoor.status, 200);
        assert.deepEqual(atTheDoor.body, rendered.body);
        const { date: _a, ...sent } = rendered.headers;
        const { date: _b, ...sentAtTheDoor } = atTheDoor.headers;
        assert.deepEqual(sentAtTheDoor, sent, 'the security, cache and encoding headers of the route');
        assert.equal(atTheDoor.headers['set-cookie'], undefined);
        assert.equal((await httpGet(t.app, url, { ...BROWSER, 'if-none-match': String(rendered.headers.etag) })).status, 304);
        assert.equal((await httpGet(t.app, url, { ...BROWSER, cookie: admin.headers.cookie! })).headers['cache-control'], 'private, no-cache');
        assert.equal(brotliDecompressSync(atTheDoor.body).toString(), gunzipSync((await httpGet(t.app, url, { 'accept-encoding': 'gzip' })).body).toString());
      });
      assert.deepEqual(handled, [url], 'only the first request, which rendered the page, reached the route');
      assert.equal(rendersOf(url), 1);

      // After a write the kept copy is not fresh: the door leaves the request to the route, which renders again.
      await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: (await login(t.app, ADMIN.email, ADMIN.password)).headers });
      const afterWrite = await routeHandlersRun(async () => {
        assert.equal((await httpGet(t.app, url, BROWSER)).status, 200);
      });
      assert.deepEqual(afterWrite, [url], 'the copy from before the write went to the route');
    });

    test('a request with a session gets the same page as private', async () => {
      const visitorPage = await page('/agenda');
      const memberPage = await page('/agenda', { cookie: admin.headers.cookie! });
      assert.equal(memberPage.headers['cache-control'], 'private, no-cache');
      assert.deepEqual(memberPage.rawPayload, visitorPage.rawPayload);
      assert.equal(memberPage.headers['set-cookie'], undefined);
    });

    test('a write anywhere renders the page anew; concurrent misses render it once', async () => {
      await page('/publicaciones');
      const write = await inject(t.app, { method: 'POST', url: '/api/noticias', headers: admin.headers, payload: { titulo: 'x' } });
      assert.ok(write.statusCode >= 400 && write.statusCode < 500, 'a refused write changes nothing…');
      await page('/publicaciones');
      assert.equal(rendersOf('/publicaciones'), 1, '…and keeps the page');

      const created = await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: (await login(t.app, ADMIN.email, ADMIN.password)).headers });
      assert.equal(created.statusCode, 200, created.body);
      front.shell.delayMs = 100;
      const answers = await Promise.all(Array.from({ length: 20 }, () => page('/publicaciones')));
      front.shell.delayMs = 0;
      assert.ok(answers.every((answer) => answer.statusCode === 200));
      assert.equal(rendersOf('/publicaciones'), 2, 'one render for twenty visitors after the write');
    });

    test('a redeployed remote is rendered with within a second', async () => {
      await page('/conocenos');
      front.shell.version = 'v2';
      // The version is checked at most once a second: within a second, the new remote's page.
      await sleep(1100);
      const after = await page('/conocenos');
      assert.match(brotliDecompressSync(after.rawPayload).toString(), /#\d+ v2/);
      assert.equal(rendersOf('/conocenos'), 2);
      front.shell.version = 'v1';
    });

    test('a failed render serves the last good copy with its age; without one, the page is rendered in the browser', async () => {
      await page('/encuestas');
      front.shell.version = 'v3';
      front.shell.fail = true;
      await sleep(1100);
      try {
        const stale = await page('/encuestas');
        assert.equal(stale.statusCode, 200);
        assert.match(brotliDecompressSync(stale.rawPayload).toString(), /<h1>\/encuestas #\d+ v1<\/h1>/);
        assert.match(String(stale.headers.age), /^\d+$/);
        const none = await page('/afiliate');
        assert.equal(none.statusCode, 200);
        assert.equal(none.headers['x-rendered-by'], 'browser');
        assert.equal(none.headers['cache-control'], 'no-cache');
      } finally {
        front.shell.fail = false;
        front.shell.version = 'v1';
      }
    });

    test("without the remote's server code the shell's own pages still render, and nothing is kept meanwhile", async () => {
      front.shell.remoteAway = true;
      try {
        const login = await page('/login');
        assert.equal(login.statusCode, 200);
        assert.equal(login.headers['x-rendered-by'], undefined);
        await page('/login');
        assert.equal(rendersOf('/login'), 2);
      } finally {
        front.shell.remoteAway = false;
      }
    });

    test('pages no shared cache may keep, the admin area and not-found pages', async () => {
      front.shell.unshared.push('/verificar/');
      const verification = await page('/verificar/abc');
      assert.equal(verification.headers['cache-control'], 'private, no-cache');
      const missing = await page('/no-existe');
      assert.equal(missing.statusCode, 404);
      const adminPage = await page('/admin/usuarios');
      assert.equal(adminPage.headers['cache-control'], 'no-cache');
      assert.equal(rendersOf('/admin/usuarios'), 0);
    });

    test('the clock writes too: a page is rendered anew when a survey it shows closes, and a CDN keeps it no longer', async () => {
      const cierraEn = new Date(Date.now() + 2500).toISOString();
      const created = await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Cierra pronto', opciones: ['a', 'b'], cierraEn } });
      assert.equal(created.statusCode, 201, created.body);
      // The render reads the surveys through this process (here the test reads them, as the real shell would).
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/encuestas/all' })).statusCode, 200);
      assert.equal(t.app.sharedReads.changesAt, Date.parse(cierraEn));
      const open = await page('/encuestas');
      assert.match(String(open.headers['cache-control']), /^public, max-age=0, s-maxage=[12]$/);
      await page('/encuestas');
      const renders = rendersOf('/encuestas');
      await sleep(Date.parse(cierraEn) - Date.now() + 100);
      await page('/encuestas');
      assert.equal(rendersOf('/encuestas'), renders + 1, 'rendered again once the survey closed');
      assert.equal(t.app.sharedReads.changesAt, undefined);
    });

    test('memory is bounded: old pages make room for new ones', async () => {
      for (let i = 0; i < 100; i++) await page(`/noticias/${i + 1}`);
      assert.ok(rendersOf('/noticias/100') === 1);
      const again = await page('/noticias/1');
      assert.equal(again.statusCode, 200);
      assert.equal(rendersOf('/noticias/1'), 2, 'the oldest page was let go');
    });
  });
}

if (backends().includes('postgres')) {
  describe('server-rendered pages through a database outage (postgres)', () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let database: Awaited<ReturnType<typeof freshPostgres>>;
    const front = fakeFrontend();
    before(async () => {
      database = await freshPostgres();
      proxy = await tcpProxy(Number(new URL(database.url).port || 5432));
      const url = new URL(database.url);
      url.port = String(proxy.port);
      t = await buildTestApp('postgres', { databaseUrl: url.toString(), serveFrontend: true, rootDir: front.rootDir, publicCache: true });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await waitFor(async () => t.app.sharedReads.trusted, { what: 'the LISTEN channel' });
    });
    after(async () => {
      await t.close();
      await proxy.close();
      await database.drop();
      front.remove();
    });
    const page = (url: string) => inject(t.app, { method: 'GET', url, headers: BROWSER });
    const ready = async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode;

    test('a visitor reads the last good page, told its age, without a render; fresh again within 2 s', async () => {
      const good = await page('/noticias');
      assert.equal(good.statusCode, 200);
      // Kept for a connection's own origin too, so the server's door would have it.
      await httpGet(t.app, '/noticias', BROWSER);
      assert.equal((await httpGet(t.app, '/noticias', BROWSER)).headers.age, undefined);
      const renders = front.shell.renders.length;
      await proxy.cut('refuse');
      await waitFor(async () => (await ready()) === 503, { what: 'the outage noticed' });
      const overHttp = await httpGet(t.app, '/noticias', BROWSER);
      assert.equal(overHttp.status, 200);
      assert.match(String(overHttp.headers.age), /^\d+$/, 'the door does not take a stale copy for fresh');

      const stale = await page('/noticias');
      assert.equal(stale.statusCode, 200);
      assert.deepEqual(stale.rawPayload, good.rawPayload);
      assert.match(String(stale.headers.age), /^\d+$/);
      assert.equal(front.shell.renders.length, renders, 'no render from a database that is down');

      await proxy.restore();
      const restored = Date.now();
      await waitFor(async () => (await page('/noticias')).headers.age === undefined, { timeoutMs: 10_000, everyMs: 50, what: 'a fresh page' });
      const after = Date.now() - restored;
      assert.ok(after <= 2000, `a fresh page ${after} ms after the database returned`);
    });
  });
}

describe('the server door once the server is closing', () => {
  const front = fakeFrontend();
  test('a request still arriving on an open connection gets the Spanish 503, not the kept page', async () => {
    const t = await buildTestApp(backends()[0]!, { serveFrontend: true, rootDir: front.rootDir, publicCache: true });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await waitFor(async () => t.app.sharedReads.trusted, { what: 'the write signal' });
      await httpGet(t.app, '/agenda', BROWSER);
      assert.deepEqual(await routeHandlersRun(async () => void (await httpGet(t.app, '/agenda', BROWSER))), [], 'kept, and written at the door');

      // A request half-sent before closing, finished after it (as a keep-alive client's next request).
      const { port } = t.app.server.address() as { port: number };
      const late = connect(port, '127.0.0.1');
      let received = '';
      late.on('data', (chunk) => (received += chunk.toString()));
      late.on('error', () => {});
      late.write(`GET /agenda HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: gzip, deflate, br\r\n`);
      await sleep(100);
      const closed = t.close();
      await sleep(100);
      late.write('\r\n');
      await waitFor(async () => received.includes('\r\n\r\n'), { timeoutMs: 5000, what: 'the late answer' });
      assert.match(received, /^HTTP\/1.1 503/);
      assert.match(received, /connection: close/i);
      late.destroy();
      await closed;
    } finally {
      front.remove();
    }
  });
});
