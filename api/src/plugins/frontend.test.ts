import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { API_MSG } from '../errors';
import { fakeFrontend } from '../test/fakeFrontend';
import { ADMIN, backends, buildTestApp, freshPostgres, inject, login, type Session, type TestApp } from '../test/helper';
import { tcpProxy, waitFor } from '../test/processes';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';
const html = (answer: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload).toString() : answer.rawPayload.toString();

/** The app listening (the renderer asks its own address for the remote's code), on the stand-in front end. */
async function startWithFront(backend: Parameters<typeof buildTestApp>[0], front: ReturnType<typeof fakeFrontend>, overrides = {}) {
  const t = await buildTestApp(backend, { serveFrontend: true, rootDir: front.rootDir, publicCache: true, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // PostgreSQL: the write signal (LISTEN) must be up before anything is kept.
  await waitFor(async () => t.app.responseCache.signal.trusted, { what: 'the write signal' });
  return t;
}

for (const backend of backends()) {
  describe(`server-rendered pages in the response cache (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    const front = fakeFrontend();
    before(async () => {
      t = await startWithFront(backend, front, { responseCacheBytes: 200_000 });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
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
      assert.equal(first.headers['cache-control'], PUBLIC);
      assert.match(String(first.headers.etag), /^W\/"[\w-]+"$/);
      assert.equal(first.headers['content-encoding'], 'br');
      assert.equal(first.headers.vary, 'Accept-Encoding');
      assert.ok(first.headers['content-security-policy'], 'the security headers are kept');
      const body = html(first);
      assert.match(body, /<h1>\/noticias #\d+ v1<\/h1>/);
      assert.match(body, /<link rel="canonical" href="http:\/\/localhost:80\/noticias" \/>/);

      const second = await page('/noticias', { 'accept-encoding': 'gzip' });
      assert.equal(second.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(second.rawPayload).toString(), body, 'the same page, another encoding');
      assert.equal(second.headers.etag, first.headers.etag);
      assert.equal(second.headers['content-security-policy'], first.headers['content-security-policy']);
      assert.equal((await page('/noticias', { 'accept-encoding': '' })).body, body);
      assert.equal(rendersOf('/noticias'), 1);

      const revalidated = await page('/noticias', { 'if-none-match': String(first.headers.etag) });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      const head = await inject(t.app, { method: 'HEAD', url: '/noticias', headers: BROWSER });
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
    });

    test("the render reads the API in process, through the visitors' cache: no loopback connection", async () => {
      let connections = 0;
      const count = () => connections++;
      t.app.server.on('connection', count);
      try {
        const before = front.shell.reads.length;
        assert.equal((await page('/agenda')).statusCode, 200);
        assert.deepEqual(front.shell.reads.slice(before), [200]);
        assert.equal(connections, 0);
      } finally {
        t.app.server.off('connection', count);
      }
    });

    test('a query parameter no page reads does not make a new copy', async () => {
      await page('/publicaciones');
      for (const url of ['/publicaciones?r=123', '/publicaciones?utm_source=x&r=1', '/%70ublicaciones']) {
        const answer = await page(url);
        assert.equal(answer.statusCode, 200);
        assert.match(html(answer), /<h1>\/publicaciones #/, url);
      }
      assert.equal(rendersOf('/publicaciones'), 1);
      assert.equal(front.shell.renders.filter((url) => url.includes('?')).length, 0, 'a shared page is rendered without its query');
    });

    test('a request with any session credential never reads nor fills the shared copy', async () => {
      await page('/conocenos');
      const credentials = [admin.headers.cookie!, `${SESSION_COOKIE} =${admin.token}`, `${SESSION_COOKIE}=x; ${SESSION_COOKIE}=y`, `${SESSION_COOKIE}=caducada`, `${SESSION_COOKIE}=`];
      for (const cookie of credentials) {
        const mine = await page('/conocenos', { cookie });
        assert.equal(mine.statusCode, 200);
        assert.equal(mine.headers['cache-control'], 'private, no-store', cookie);
        // At most the CSRF token that goes with the cookie sent: nothing of the visitors' copy.
        for (const set of [mine.headers['set-cookie'] ?? []].flat()) assert.match(String(set), /^XSRF-TOKEN=/, cookie);
      }
      assert.equal(rendersOf('/conocenos'), 1 + credentials.length, 'each rendered for its own request');
      assert.equal((await page('/conocenos')).headers['cache-control'], PUBLIC);
      assert.equal(rendersOf('/conocenos'), 1 + credentials.length, 'the visitors\' copy is still the first');
    });

    test('only a content write renders the page anew; concurrent misses render it once', async () => {
      await page('/encuestas');
      const refused = await inject(t.app, { method: 'POST', url: '/api/noticias', headers: admin.headers, payload: { titulo: 'x' } });
      assert.ok(refused.statusCode >= 400 && refused.statusCode < 500, 'a refused write changes nothing');
      // Signing in and out, and asking for a CSRF token, change nothing a visitor reads.
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      assert.equal((await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: session.headers })).statusCode, 200);
      assert.equal((await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: { 'x-xsrf-token': 'a', cookie: 'XSRF-TOKEN=a' } })).statusCode, 200);
      await inject(t.app, { method: 'GET', url: '/api/auth/csrf' });
      await page('/encuestas');
      assert.equal(rendersOf('/encuestas'), 1);

      const created = await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Nueva', opciones: ['a', 'b'] } });
      assert.equal(created.statusCode, 201, created.body);
      front.shell.delayMs = 100;
      const answers = await Promise.all(Array.from({ length: 20 }, () => page('/encuestas')));
      front.shell.delayMs = 0;
      assert.ok(answers.every((answer) => answer.statusCode === 200));
      assert.equal(rendersOf('/encuestas'), 2, 'one render for twenty visitors after the write');
    });

    test('a redeployed remote is rendered with within a second', async () => {
      await page('/afiliate');
      front.shell.version = 'v2';
      // The version is checked at most once a second: within a second, the new remote's page.
      await sleep(1100);
      assert.match(html(await page('/afiliate')), /#\d+ v2/);
      assert.equal(rendersOf('/afiliate'), 2);
      front.shell.version = 'v1';
      await sleep(1100);
    });

    test('a failed render serves the last good copy with its age; without one, the page is rendered in the browser', async () => {
      await page('/agenda/1');
      await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Otra', opciones: ['a', 'b'] } });
      front.shell.fail = true;
      try {
        const stale = await page('/agenda/1');
        assert.equal(stale.statusCode, 200);
        assert.match(html(stale), /<h1>\/agenda\/1 #\d+ v1<\/h1>/);
        assert.match(String(stale.headers.age), /^\d+$/);
        const none = await page('/agenda/2');
        assert.equal(none.statusCode, 200);
        assert.equal(none.headers['x-rendered-by'], 'browser');
        assert.equal(none.headers['cache-control'], 'no-cache');
      } finally {
        front.shell.fail = false;
      }
    });

    test("without the remote's server code pages still render, and nothing is kept meanwhile", async () => {
      front.shell.remoteAway = true;
      // A version checked within the last second is trusted: past it, the remote is found away.
      await sleep(1100);
      try {
        for (let i = 0; i < 2; i++) assert.equal((await page('/noticias/7')).statusCode, 200);
        assert.equal(rendersOf('/noticias/7'), 2);
      } finally {
        front.shell.remoteAway = false;
      }
    });

    test('pages the topology does not declare shared: private, rendered for each request with their query', async () => {
      for (const url of ['/verificar/abc', '/login?volver=%2Fafiliate', '/restablecer?token=t']) {
        for (let i = 0; i < 2; i++) assert.equal((await page(url)).headers['cache-control'], 'private, no-store', url);
        assert.equal(rendersOf(url), 2, url);
      }
      const missing = await page('/no-existe');
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['cache-control'], 'private, no-store');
      const adminPage = await page('/admin/usuarios');
      assert.equal(adminPage.headers['cache-control'], 'no-cache');
      assert.equal(rendersOf('/admin/usuarios'), 0);
      assert.equal((await page('/api/no-existe')).statusCode, 404);
    });

    test("a form posted to a page runs its action with the browser's cookies and token; the sign-in's cookies come with the 303", async () => {
      await page('/');
      const renders = rendersOf('/');
      const login = await page('/login');
      assert.equal(login.headers['cache-control'], 'private, no-store');
      const csrf = String(login.headers['set-cookie']).match(/XSRF-TOKEN=([^;]+)/)?.[1];
      assert.ok(csrf, 'a visitor on a page with forms gets the CSRF cookie');
      assert.equal(front.shell.asked.at(-1)?.csrfToken, csrf, "the page's forms carry the cookie's token");

      const form = (body: string, headers: Record<string, string> = {}) =>
        inject(t.app, {
          method: 'POST',
          url: '/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}`, 'sec-fetch-site': 'same-origin', ...headers },
          payload: body,
        });
      const wrong = await form(`_csrf=${csrf}&email=admin%40plataforma.local&password=mala`);
      assert.equal(wrong.statusCode, 401, "the page again, with the action's status");
      assert.match(wrong.body, /<p role="alert">Credenciales inválidas/);
      assert.equal(wrong.headers['cache-control'], 'private, no-store');

      const forged = await form(`_csrf=otra&email=${encodeURIComponent(ADMIN.email)}&password=${ADMIN.password}`);
      assert.equal(forged.statusCode, 403, "the API refuses the action's write without the cookie's token");

      const signedIn = await form(`_csrf=${csrf}&email=${encodeURIComponent(ADMIN.email)}&password=${ADMIN.password}&volver=%2Fagenda`);
      assert.equal(signedIn.statusCode, 303);
      assert.equal(signedIn.headers.location, '/agenda');
      assert.match(String(signedIn.headers['set-cookie']), new RegExp(`${SESSION_COOKIE}=[\\w-]+;.*HttpOnly`));
      assert.deepEqual(front.shell.asked.at(-1)?.form, {
        contentType: 'application/x-www-form-urlencoded',
        body: `_csrf=${csrf}&email=${encodeURIComponent(ADMIN.email)}&password=${ADMIN.password}&volver=%2Fagenda`,
      });

      const crossSite = await form(`_csrf=${csrf}&email=a&password=b`, { 'sec-fetch-site': 'cross-site' });
      assert.equal(crossSite.statusCode, 403);
      const otherOrigin = await inject(t.app, {
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://otro.example' },
        payload: 'email=a&password=b',
      });
      assert.equal(otherOrigin.statusCode, 403);

      const upload = await inject(t.app, { method: 'POST', url: '/register', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
      assert.equal(upload.statusCode, 303, 'a multipart form reaches the action as sent');
      assert.equal(front.shell.asked.at(-1)?.form?.body, '--x--\r\n');
      // What no form sends is refused in Spanish, not dropped into a page rendered as if nothing came.
      const asked = front.shell.asked.length;
      for (const [type, payload, status, message] of [
        ['text/plain', 'hola', 415, API_MSG.tipoNoSoportado],
        ['application/json', '{"email":"a"}', 415, API_MSG.tipoNoSoportado],
        ['multipart/form-data; boundary=xyz', 'basura', 400, MSG.solicitudInvalida],
        ['multipart/form-data', 'basura', 400, MSG.solicitudInvalida],
      ] as const) {
        const refused = await inject(t.app, { method: 'POST', url: '/login', headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' }, payload });
        assert.equal(refused.statusCode, status, `${type}: ${refused.body}`);
        assert.equal(refused.json().message, message);
      }
      assert.equal(front.shell.asked.length, asked, 'no page rendered for them');
      const admin = await inject(t.app, { method: 'POST', url: '/admin/usuarios', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      assert.equal(admin.statusCode, 303, 'the admin area, rendered in the browser, sends a post back');
      assert.equal(admin.headers.location, '/admin/usuarios');
      assert.equal((await inject(t.app, { method: 'POST', url: '/api/no-existe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' })).statusCode, 404);
      await page('/');
      assert.equal(rendersOf('/'), renders, 'signing in wrote no content: the home is still the kept copy');
    });

    test("a page asked for with a session cookie is rendered for it, never kept, with the session's token", async () => {
      const before = rendersOf('/conocenos');
      const visitor = await page('/conocenos');
      assert.equal(visitor.headers['cache-control'], PUBLIC);
      assert.equal(front.shell.asked.at(-1)?.session, undefined, "a visitor's shared page is rendered for nobody");
      const cookie = { cookie: admin.headers.cookie! };
      const member = await page('/conocenos', cookie);
      assert.equal(member.headers['cache-control'], 'private, no-store');
      assert.equal(front.shell.asked.at(-1)?.session, true);
      assert.match(String(front.shell.asked.at(-1)?.csrfToken), /^[\w-]{43}$/);
      await page('/conocenos', cookie);
      assert.equal(rendersOf('/conocenos') - before, 3, "a member's page is rendered each time");
    });

    test('the clock writes too: a page is rendered anew when a survey it shows closes, and a CDN keeps it no longer', async () => {
      const cierraEn = new Date(Date.now() + 2500).toISOString();
      const created = await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Cierra pronto', opciones: ['a', 'b'], cierraEn } });
      assert.equal(created.statusCode, 201, created.body);
      const open = await page('/encuestas');
      assert.equal(t.app.responseCache.signal.changesAt, Date.parse(cierraEn));
      assert.match(String(open.headers['cache-control']), /^public, max-age=0, s-maxage=[12]$/);
      await page('/encuestas');
      const renders = rendersOf('/encuestas');
      await sleep(Date.parse(cierraEn) - Date.now() + 100);
      await page('/encuestas');
      assert.equal(rendersOf('/encuestas'), renders + 1, 'rendered again once the survey closed');
      assert.equal(t.app.responseCache.signal.changesAt, undefined);
    });

    test('memory is bounded: old pages make room for new ones', async () => {
      for (let i = 0; i < 100; i++) await page(`/noticias/${i + 1}`);
      assert.equal(rendersOf('/noticias/100'), 1);
      assert.equal((await page('/noticias/1')).statusCode, 200);
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
      t = await startWithFront('postgres', front, { databaseUrl: url.toString() });
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
      const renders = front.shell.renders.length;
      await proxy.cut('refuse');
      await waitFor(async () => (await ready()) === 503, { what: 'the outage noticed' });

      const stale = await page('/noticias');
      assert.equal(stale.statusCode, 200);
      assert.deepEqual(stale.rawPayload, good.rawPayload);
      assert.match(String(stale.headers.age), /^\d+$/);
      assert.equal(front.shell.renders.length, renders, 'no render from a database that is down');
      // A member is never given the visitors' copy, stale or not.
      assert.notEqual((await inject(t.app, { method: 'GET', url: '/noticias', headers: { ...BROWSER, cookie: `${SESSION_COOKIE}=x` } })).headers.age !== undefined, true);

      await proxy.restore();
      const restored = Date.now();
      await waitFor(async () => (await page('/noticias')).headers.age === undefined, { timeoutMs: 10_000, everyMs: 50, what: 'a fresh page' });
      const after = Date.now() - restored;
      assert.ok(after <= 2000, `a fresh page ${after} ms after the database returned`);
    });
  });
}

describe('a request arriving once the server is closing', () => {
  const front = fakeFrontend();
  test('gets the Spanish 503 with Connection: close, not the kept page', async () => {
    const t = await startWithFront(backends()[0]!, front);
    try {
      await inject(t.app, { method: 'GET', url: '/agenda', headers: BROWSER });
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
