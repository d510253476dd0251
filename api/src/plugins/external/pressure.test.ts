import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MSG } from '../../errors';
import { assertError, backends, buildAppWithSessions, freshPostgres, inject, type Session, type TestApp } from '../../test/helper';
import { tcpProxy, waitFor } from '../../test/processes';

for (const backend of backends()) {
  describe(`health and readiness (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      ({ t } = await buildAppWithSessions(backend));
    });
    after(() => t.close());

    test('/api/health and /api/ready answer 200 with no cache', async () => {
      for (const url of ['/api/health', '/api/ready']) {
        const response = await inject(t.app, { method: 'GET', url });
        assert.equal(response.statusCode, 200, url);
        assert.deepEqual(response.json(), { status: 'ok' });
        assert.equal(response.headers['cache-control'], 'private, no-store');
      }
    });
  });
}

if (backends().includes('postgres')) {
  describe('database outage through a TCP proxy (postgres)', () => {
    let t: TestApp;
    let member: Session;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let fresh: Awaited<ReturnType<typeof freshPostgres>>;
    before(async () => {
      fresh = await freshPostgres();
      proxy = await tcpProxy(Number(new URL(fresh.url).port || 5432));
      const url = new URL(fresh.url);
      url.port = String(proxy.port);
      ({ t, member } = await buildAppWithSessions('postgres', { databaseUrl: url.toString(), publicCache: true }));
    });
    after(async () => {
      await t.close();
      await proxy.close();
      await fresh.drop();
    });

    /** Every request that needs the database: a Spanish 503 with Retry-After, never a 500 or a hang. */
    async function assertUnavailable() {
      const requests = [
        { method: 'GET' as const, url: '/api/auth/profile', headers: member.headers },
        // A list no visitor read before the outage: there is no last good copy to give.
        { method: 'GET' as const, url: `/api/publicaciones?page=${Date.now()}` },
        { method: 'POST' as const, url: '/api/comentarios', headers: member.headers, payload: { contenido: 'Hola', publicacionId: 1 } },
        { method: 'GET' as const, url: '/api/ready' },
      ];
      for (const request of requests) {
        const started = Date.now();
        const response = await inject(t.app, request);
        assertError(response, 503, API_MSG.servicioNoDisponible);
        assert.ok(Number(response.headers['retry-after']) > 0, `${request.url} has Retry-After`);
        // Once the outage is noticed, within the health check's 1 s: not after DB_TIMEOUT_MS (10 s by default, as here).
        assert.ok(Date.now() - started < 1500, `${request.url} answered in ${Date.now() - started} ms`);
      }
      const health = await inject(t.app, { method: 'GET', url: '/api/health' });
      assert.equal(health.statusCode, 200, 'the process is alive');
    }

    async function assertBack() {
      await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode === 200, { timeoutMs: 20_000, what: 'ready again' });
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: member.headers });
      assert.equal(profile.statusCode, 200, profile.body);
    }

    /** A visitor's read of a public list: the last good copy carries `Age`, a fresh answer does not. */
    const visitorRead = (url: string) => inject(t.app, { method: 'GET', url });

    for (const [how, lastGoodUrl] of [['refuse', '/api/noticias'], ['hang', '/api/equipo']] as const) {
      test(`database ${how === 'refuse' ? 'refusing connections' : 'behind a network partition'}: visitors read the last good copy, everything else a Spanish 503; fresh again within 2 s`, async () => {
        await assertBack();
        const good = await visitorRead(lastGoodUrl);
        assert.equal(good.statusCode, 200, good.body);
        await proxy.cut(how);
        const cut = Date.now();
        await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode === 503, { timeoutMs: 10_000, everyMs: 50, what: 'the outage noticed' });
        const noticedAfter = Date.now() - cut;
        assert.ok(noticedAfter <= 3000, `the outage was noticed after ${noticedAfter} ms`);
        await assertUnavailable();

        // Visitors keep reading what they read last, told how old it is; a member's session never gets it.
        const stale = await visitorRead(lastGoodUrl);
        assert.equal(stale.statusCode, 200, stale.body);
        assert.equal(stale.body, good.body);
        assert.match(String(stale.headers.age), /^\d+$/);
        assert.equal(stale.headers['retry-after'], undefined);
        assertError(await inject(t.app, { method: 'GET', url: lastGoodUrl, headers: member.headers }), 503, API_MSG.servicioNoDisponible);

        await proxy.restore();
        const restored = Date.now();
        await waitFor(
          async () => {
            const read = await visitorRead(lastGoodUrl);
            return read.statusCode === 200 && read.headers.age === undefined;
          },
          { timeoutMs: 15_000, everyMs: 50, what: 'a fresh public read' },
        );
        const freshAfter = Date.now() - restored;
        await assertBack();
        const backAfter = Date.now() - restored;
        console.log(`# ${how}: outage noticed in ${noticedAfter} ms; fresh public reads ${freshAfter} ms after the database returned, a member's reads ${backAfter} ms`);
        assert.ok(freshAfter <= 2000, `fresh public reads after ${freshAfter} ms`);
        assert.ok(backAfter <= 2000, `a member's reads after ${backAfter} ms`);
      });
    }
  });
}
