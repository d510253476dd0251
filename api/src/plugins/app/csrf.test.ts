import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { API_MSG } from '../../errors';
import { UNSAFE_METHODS } from '../../http/route-path';
import { ADMIN, assertError, backends, buildTestApp, inject, login, multipart, visitor, type TestApp } from '../../test/helper';
import { sessionCsrfToken } from './csrf';

const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name)?.value;

/** `/api/…` spelled as a browser may send it and the router still matches: the first letter percent-encoded. */
const encoded = (url: string) => url.replace(/^\/api\//, '/%61pi/').replace(/:[a-z]+/gi, '1');

for (const backend of backends()) {
  describe(`CSRF (${backend})`, () => {
    let t: TestApp;
    const routes: RouteOptions[] = [];
    before(async () => {
      t = await buildTestApp(backend, {}, { onRoute: (route) => routes.push(route) });
    });
    after(() => t.close());

    test('every unsafe route, spelled /%61pi/…, without the CSRF pair: 403, no cookie of a session', async () => {
      const unsafe = routes.flatMap((route) => [route.method].flat().filter((m) => UNSAFE_METHODS.has(m)).map((method) => ({ method, url: route.url })));
      assert.ok(unsafe.length > 30, `only ${unsafe.length} unsafe routes seen`);
      for (const { method, url } of unsafe) {
        const response = await t.app.inject({ method: method as 'POST', url: encoded(url), payload: { email: ADMIN.email, password: ADMIN.password } });
        assertError(response, 403, MSG.csrf);
        assert.equal(cookieOf(response, SESSION_COOKIE), undefined, `${method} ${url}`);
      }
    });

    test('a cross-site form (multipart, no CSRF pair) cannot sign anyone in, even with the header right', async () => {
      const form = await multipart({ email: ADMIN.email, password: ADMIN.password });
      assertError(await t.app.inject({ method: 'POST', url: '/%61pi/auth/login', headers: form.headers, payload: form.payload }), 403, MSG.csrf);
      // With a valid pair the multipart body itself is refused: login takes JSON only.
      const refused = await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: { ...(await visitor(t.app)), ...form.headers }, payload: form.payload });
      assertError(refused, 415, API_MSG.tipoNoSoportado);
      assert.equal(cookieOf(refused, SESSION_COOKIE), undefined);
    });

    test('signing in replaces the visitor token with one bound to the session; signing out replaces it again', async () => {
      const guest = await visitor(t.app);
      const signedIn = await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: guest, payload: ADMIN });
      const session = cookieOf(signedIn, SESSION_COOKIE)!;
      const token = cookieOf(signedIn, CSRF_COOKIE)!;
      assert.equal(token, sessionCsrfToken(session));
      assert.notEqual(token, guest[CSRF_HEADER]);

      const headers = (csrf: string) => ({ cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf });
      // The visitor's old pair, or any pair an attacker planted, is not this session's token.
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: headers(guest[CSRF_HEADER]!) }), 403, MSG.csrf);
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: headers('plantado') }), 403, MSG.csrf);

      const out = await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: headers(token) });
      assert.equal(out.statusCode, 200, out.body);
      const after = cookieOf(out, CSRF_COOKIE)!;
      assert.ok(after && after !== token, 'a new visitor token after signing out');
    });

    test('a session whose browser holds another token gets its own on the next answer', async () => {
      const { headers } = await login(t.app, ADMIN.email, ADMIN.password);
      const session = /pj_session=([^;]+)/.exec(headers.cookie!)![1]!;
      const stale = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=viejo` } });
      assert.equal(stale.statusCode, 200);
      assert.equal(cookieOf(stale, CSRF_COOKIE), sessionCsrfToken(session));
      const fine = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers });
      assert.equal(cookieOf(fine, CSRF_COOKIE), undefined, 'no cookie when it is already right');
    });

    test('only personal API answers give a visitor the cookie: pages, feeds and public reads are shared', async () => {
      for (const url of ['/robots.txt', '/sitemap.xml', '/api/noticias', '/no-existe']) {
        const answer = await inject(t.app, { method: 'GET', url });
        assert.equal(answer.headers['set-cookie'], undefined, url);
      }
      const csrf = await inject(t.app, { method: 'GET', url: '/api/auth/csrf' });
      assert.ok(cookieOf(csrf, CSRF_COOKIE), 'the client asks for it before its first write');
    });
  });
}
