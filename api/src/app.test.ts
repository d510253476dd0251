import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CSRF_COOKIE, MSG } from '@plataforma/contracts';
import { assertError, backends, buildTestApp, inject, type TestApp } from './test/helper';

for (const backend of backends()) {
  describe(`app (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    test('an unknown route is a Spanish 404 in the common error shape; public API reads set no CSRF cookie', async () => {
      const response = await inject(t.app, { method: 'GET', url: '/api/nada' });
      assertError(response, 404, MSG.noEncontrado);
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message', 'statusCode']);
      // A CDN may store public reads: one visitor's cookie must not travel with them.
      assert.equal(response.cookies.some((c) => c.name === CSRF_COOKIE), false);
    });

    test('security headers: pages allow own scripts, inline styles and data/blob images; API answers allow nothing', async () => {
      const page = await inject(t.app, { method: 'GET', url: '/media/nada.webp' });
      const csp = String(page.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /style-src 'self' 'unsafe-inline'/);
      assert.match(csp, /img-src 'self' data: blob:/);
      assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(page.headers['x-content-type-options'], 'nosniff');

      const data = await inject(t.app, { method: 'GET', url: '/api/imagenes' });
      assert.equal(data.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
      assert.equal(data.headers['x-content-type-options'], 'nosniff');
      assert.equal(data.headers['cross-origin-resource-policy'], 'same-origin');
      assert.equal(data.headers['referrer-policy'], 'no-referrer');
      assert.equal(data.headers['x-frame-options'], undefined);
    });

    test('media files are served with a long immutable cache; missing ones are a 404', async () => {
      writeFileSync(join(t.config.mediaDir, 'prueba.webp'), 'x');
      const found = await inject(t.app, { method: 'GET', url: '/media/prueba.webp' });
      assert.equal(found.statusCode, 200);
      assert.match(String(found.headers['cache-control']), /max-age=31536000.*immutable/);
      // Files are the same for everyone, and shared caches keep them: no cookie (the client asks for the CSRF one).
      assert.ok(!found.cookies.some((c) => c.name === CSRF_COOKIE), 'a media file carries no cookie');
      assert.equal((await inject(t.app, { method: 'GET', url: '/media/otra.webp' })).statusCode, 404);
      assert.equal((await inject(t.app, { method: 'GET', url: '/media/../package.json' })).statusCode, 404);
    });

    test('the OpenAPI description lists the routes; the UI is served', async () => {
      // Plain inject: the description rightly names the password fields of the login form.
      const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(json.statusCode, 200);
      const paths = Object.keys(json.json().paths);
      for (const path of ['/api/auth/login', '/api/auth/register', '/api/users/', '/api/users/{id}/role', '/api/stats/', '/api/imagenes/']) {
        assert.ok(paths.includes(path), `${path} missing from ${paths.join(', ')}`);
      }
      const loginBody = json.json().paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
      assert.deepEqual(Object.keys(loginBody.properties).sort(), ['email', 'password']);
      const ui = await t.app.inject( { method: 'GET', url: '/api/docs/' });
      assert.equal(ui.statusCode, 200);
      assert.match(ui.body, /swagger/i);
    });
  });
}

describe('production configuration', () => {
  const DATA_KEY = 'ab'.repeat(32);

  test('loadConfig refuses to start in production without ADMIN_PASSWORD', async () => {
    const { loadConfig } = await import('./config');
    assert.throws(() => loadConfig({ NODE_ENV: 'production', DATA_KEY }), /ADMIN_PASSWORD/);
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta', DATA_KEY });
    assert.equal(config.cookieSecure, true);
    assert.equal(config.adminPasswordIsDefault, false);
  });

  test('production with SMTP_URL needs MAIL_FROM (else nothing is sent)', async () => {
    const { loadConfig } = await import('./config');
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta', DATA_KEY, SMTP_URL: 'smtp://correo.example', PUBLIC_URL: 'https://plataforma.example' };
    assert.throws(() => loadConfig(production), /MAIL_FROM es obligatorio en producción/);
    assert.equal(loadConfig({ ...production, MAIL_FROM: 'Plataforma <no-responder@plataforma.example>' }).mailFrom, 'Plataforma <no-responder@plataforma.example>');
  });

  test('the demo members (a published password) are seeded in production only when asked', async () => {
    const { loadConfig } = await import('./config');
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta', DATA_KEY };
    assert.equal(loadConfig(production).seedDemo, false);
    assert.equal(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo, true);
    // `npm start` (no NODE_ENV) is the demo site.
    assert.equal(loadConfig({}).seedDemo, true);
    assert.equal(loadConfig({ SEED_DEMO: '0' }).seedDemo, false);
  });

  test('loadConfig refuses to start in production without DATA_KEY (personal data is encrypted under it)', async () => {
    const { loadConfig } = await import('./config');
    assert.throws(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta' }), /DATA_KEY es obligatorio en producción/);
    assert.equal(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta', DATA_KEY }).dataKey, DATA_KEY);
    // The embedded default keeps its key beside its data.
    assert.equal(loadConfig({ DATA_DIR: '/srv/pj/pglite' }).dataKeyFile, '/srv/pj/data.key');
  });

  test('TRUST_PROXY: no proxy unless told, else a list of addresses; never every peer nor a hop count', async () => {
    const { loadConfig } = await import('./config');
    assert.equal(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'muy-secreta', DATA_KEY }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy, '10.0.0.0/8, loopback');
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY=true/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '1' }), /TRUST_PROXY=1/);
  });

  test('live-results streams: 10 per session, 20 per visitor address, 1000 per process unless told', async () => {
    const { loadConfig } = await import('./config');
    const defaults = loadConfig({});
    assert.deepEqual([defaults.liveStreamsPerSession, defaults.liveStreamsPerIp, defaults.liveStreamsPerProcess], [10, 20, 1000]);
    const raised = loadConfig({ LIVE_STREAMS_PER_SESSION: '1000', LIVE_STREAMS_PER_IP: '50', LIVE_STREAMS_PER_PROCESS: '5000' });
    assert.deepEqual([raised.liveStreamsPerSession, raised.liveStreamsPerIp, raised.liveStreamsPerProcess], [1000, 50, 5000]);
    assert.throws(() => loadConfig({ LIVE_STREAMS_PER_SESSION: '0' }), /LIVE_STREAMS_PER_SESSION/);
  });
});
