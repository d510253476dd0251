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
      ({ t, member } = await buildAppWithSessions('postgres', { databaseUrl: url.toString(), dbTimeoutMs: 1000, publicCache: true }));
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
        { method: 'GET' as const, url: '/api/publicaciones' },
        { method: 'POST' as const, url: '/api/comentarios', headers: member.headers, payload: { contenido: 'Hola', publicacionId: 1 } },
        { method: 'GET' as const, url: '/api/ready' },
      ];
      for (const request of requests) {
        const started = Date.now();
        const response = await inject(t.app, request);
        assertError(response, 503, API_MSG.servicioNoDisponible);
        assert.ok(Number(response.headers['retry-after']) > 0, `${request.url} has Retry-After`);
        // A bound against hanging for the whole outage, far above the 1 s time-outs configured here.
        assert.ok(Date.now() - started < 10_000, `${request.url} answered in ${Date.now() - started} ms`);
      }
      const health = await inject(t.app, { method: 'GET', url: '/api/health' });
      assert.equal(health.statusCode, 200, 'the process is alive');
    }

    async function assertBack() {
      await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode === 200, { timeoutMs: 20_000, what: 'ready again' });
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: member.headers });
      assert.equal(profile.statusCode, 200, profile.body);
    }

    for (const how of ['refuse', 'hang'] as const) {
      test(`database ${how === 'refuse' ? 'refusing connections' : 'behind a network partition'}: 503s, then service returns by itself`, async () => {
        await assertBack();
        await proxy.cut(how);
        await assertUnavailable();
        await proxy.restore();
        await assertBack();
      });
    }
  });
}
