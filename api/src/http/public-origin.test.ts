import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { Config } from '../config';
import { fakeFrontend } from '../test/fakeFrontend';
import { backends, buildTestApp, createTestUser, inject, visitor, type TestApp } from '../test/helper';
import { waitFor } from '../test/processes';

const FORGED = { host: 'plataforma.local', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

for (const backend of backends()) {
  describe(`absolute links never take a client's forwarded host (${backend})`, () => {
    const front = fakeFrontend();
    const rootDir = front.rootDir;
    const apps: TestApp[] = [];
    /** The app listening (the page renderer asks its own address), with the fake front end. */
    const start = async (overrides: Partial<Config> = {}) => {
      const t = await buildTestApp(backend, { serveFrontend: true, rootDir, publicCache: true, ...overrides });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Pages are kept once the write signal is up (PostgreSQL: LISTEN).
      await waitFor(async () => t.app.responseCache.signal.trusted, { what: 'the write signal' });
      apps.push(t);
      return t;
    };
    const canonical = async (t: TestApp, headers: Record<string, string>) => {
      const page = await t.app.inject({ method: 'GET', url: '/noticias', headers });
      assert.equal(page.statusCode, 200, page.body);
      return /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
    };
    const resetLink = async (t: TestApp, headers: Record<string, string>) => {
      await createTestUser(t.db, { email: 'olvido@test.local', password: 'clave-vieja-1' });
      const asked = await inject(t.app, { method: 'POST', url: '/api/auth/password/forgot', headers: { ...(await visitor(t.app)), ...headers }, payload: { email: 'olvido@test.local' } });
      assert.equal(asked.statusCode, 200, asked.body);
      await t.app.mailer.idle();
      const [mail] = readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml'));
      const text = readFileSync(join(t.config.outboxDir, mail!), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return /(\S+)\/restablecer\?token=/.exec(text)?.[1];
    };
    after(async () => {
      for (const t of apps) await t.close();
      front.remove();
    });

    test('default (no proxy trusted): a page and a reset mail use the Host the client connected with', async () => {
      const t = await start();
      assert.equal(await canonical(t, FORGED), 'http://plataforma.local/noticias');
      assert.equal(await resetLink(t, FORGED), 'http://plataforma.local');
      // The kept copy is keyed on the origin: another Host gets a page of its own.
      assert.equal(await canonical(t, { host: 'otro.local' }), 'http://otro.local/noticias');
      assert.equal(await canonical(t, FORGED), 'http://plataforma.local/noticias');
    });

    test('PUBLIC_URL set: every link uses it, whatever the request says', async () => {
      const t = await start({ publicUrl: 'https://plataforma.example.org' });
      assert.equal(await canonical(t, FORGED), 'https://plataforma.example.org/noticias');
      assert.equal(await resetLink(t, FORGED), 'https://plataforma.example.org');
      assert.equal(await canonical(t, { host: 'otro.local' }), 'https://plataforma.example.org/noticias');
    });

    test('behind a proxy named in TRUST_PROXY, the host and scheme it sets are used (api/deploy/nginx-proxy.conf sets them itself)', async () => {
      const t = await start({ trustProxy: 'loopback' });
      const proxied = { host: '127.0.0.1', 'x-forwarded-host': 'plataforma.example.org', 'x-forwarded-proto': 'https' };
      assert.equal(await canonical(t, proxied), 'https://plataforma.example.org/noticias');
      // A request the proxy did not forward has its own origin, and its own copy.
      assert.equal(await canonical(t, { host: '127.0.0.1:8080' }), 'http://127.0.0.1:8080/noticias');
      assert.equal(await canonical(t, proxied), 'https://plataforma.example.org/noticias');
    });
  });
}
