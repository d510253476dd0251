import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CSRF_COOKIE, CSRF_HEADER, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { ADMIN, assertError, backends, buildTestApp, inject, login, multipart, pngBlob, storedImages, visitor, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`auth (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    /** A registration as the form sends it: the terms accepted unless the test says otherwise. */
    const register = async (fields: Record<string, string | Blob>, headers?: Record<string, string>) => {
      const body = await multipart({ aceptaTerminos: 'true', ...fields });
      return inject(t.app, {
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...(headers ?? (await visitor(t.app))), ...body.headers },
        payload: body.payload,
      });
    };

    test('GET /csrf answers 204 and sets a readable SameSite=Lax cookie', async () => {
      const response = await inject(t.app, { method: 'GET', url: '/api/auth/csrf' });
      assert.equal(response.statusCode, 204);
      const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
      assert.ok(cookie?.value && cookie.value.length >= 32);
      assert.equal(cookie.httpOnly, undefined);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
    });

    test('a request that already carries the CSRF cookie does not get a new one', async () => {
      const response = await inject(t.app, { method: 'GET', url: '/api/imagenes', headers: { cookie: `${CSRF_COOKIE}=abc` } });
      assert.equal(response.cookies.find((c) => c.name === CSRF_COOKIE), undefined);
    });

    test('login answers the user and sets an httpOnly session cookie', async () => {
      const csrf = await visitor(t.app);
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        headers: csrf,
        payload: { email: ' ADMIN@test.local ', password: ADMIN.password },
      });
      assert.equal(response.statusCode, 200);
      const user = response.json();
      assert.equal(user.email, ADMIN.email);
      assert.equal(user.rol, 'admin');
      assert.deepEqual(Object.keys(user).sort(), ['bloqueado', 'creadoEn', 'email', 'emailConfirmado', 'id', 'imagen', 'nombre', 'rol', 'ubicacion']);
      const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
      assert.ok(session?.value);
      assert.equal(session.httpOnly, true);
      assert.equal(session.sameSite, 'Lax');
      assert.ok(session.expires && session.expires.getTime() > Date.now() + 29 * 24 * 3600 * 1000);
    });

    test('wrong password and unknown email get the same 401', async () => {
      const csrf = await visitor(t.app);
      for (const payload of [
        { email: ADMIN.email, password: 'incorrecta' },
        { email: 'nadie@test.local', password: 'incorrecta' },
      ]) {
        const response = await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: csrf, payload });
        assertError(response, 401, MSG.credencialesInvalidas);
      }
    });

    test('login with missing, empty or mistyped fields is a 400', async () => {
      const csrf = await visitor(t.app);
      for (const payload of [{}, { email: '', password: '' }, { email: 123, password: true }, { email: ['a'], password: {} }]) {
        const response = await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: csrf, payload });
        assertError(response, 400, MSG.camposObligatorios);
      }
      const long = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        headers: csrf,
        payload: { email: ADMIN.email, password: 'x'.repeat(10_000) },
      });
      assertError(long, 400, MSG.contrasenaLarga);
    });

    test('malformed JSON, a huge body and an unsupported content type never give a 500', async () => {
      const csrf = await visitor(t.app);
      const json = { ...csrf, 'content-type': 'application/json' };
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' }), 400);
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: json, payload: '' }), 400);
      const huge = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: json, payload: huge }), 413);
      const xml = { ...csrf, 'content-type': 'application/xml' };
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: xml, payload: '<a/>' }), 415);
    });

    test('state-changing requests without a matching CSRF header are refused with 403', async () => {
      const payload = { email: ADMIN.email, password: ADMIN.password };
      const csrf = await visitor(t.app);
      const cases = [
        {},
        { cookie: csrf.cookie! },
        { cookie: csrf.cookie!, [CSRF_HEADER]: 'otro-token' },
        { [CSRF_HEADER]: csrf[CSRF_HEADER]! },
      ];
      for (const headers of cases) {
        assertError(await inject(t.app, { method: 'POST', url: '/api/auth/login', headers, payload }), 403, MSG.csrf);
      }
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      const { [CSRF_HEADER]: _omitted, ...cookieOnly } = session.headers;
      assertError(
        await inject(t.app, { method: 'PATCH', url: `/api/users/${session.user.id}/role`, headers: cookieOnly, payload: { rol: 'admin' } }),
        403,
        MSG.csrf,
      );
    });

    test('profile: 401 for a visitor or a bogus cookie, the user for a session', async () => {
      assertError(await inject(t.app, { method: 'GET', url: '/api/auth/profile' }), 401, MSG.noAutenticado);
      assertError(
        await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: { cookie: `${SESSION_COOKIE}=inventado` } }),
        401,
        MSG.noAutenticado,
      );
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      const response = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: session.headers });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().email, ADMIN.email);
    });

    test('logout deletes the session: the same cookie no longer works', async () => {
      const session = await login(t.app, ADMIN.email, ADMIN.password);
      const response = await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: session.headers });
      assert.equal(response.statusCode, 200);
      assert.equal(typeof response.json().message, 'string');
      const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
      assert.equal(cleared?.value, '');
      assertError(await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: session.headers }), 401, MSG.noAutenticado);
    });

    test('register creates a member (rol usuario), answers 201 and logs them in', async () => {
      const response = await register({ nombre: ' Ana ', email: 'Ana@Test.local', password: 'secreto1', ubicacion: 'El Alto' });
      assert.equal(response.statusCode, 201, response.body);
      const user = response.json();
      assert.deepEqual(
        { nombre: user.nombre, email: user.email, rol: user.rol, ubicacion: user.ubicacion, imagen: user.imagen },
        { nombre: 'Ana', email: 'ana@test.local', rol: 'usuario', ubicacion: 'El Alto', imagen: '' },
      );
      const session = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });
      assert.equal(profile.json().id, user.id);
    });

    test('register with an email in use (any case) is a 409', async () => {
      const response = await register({ nombre: 'Otra', email: 'ADMIN@test.local', password: 'secreto1' });
      assertError(response, 409, MSG.emailEnUso);
    });

    test('register validates its fields before anything is stored', async () => {
      assertError(await register({ nombre: 'Sin correo', password: 'secreto1' }), 400, MSG.camposObligatorios);
      assertError(await register({ nombre: 'Corta', email: 'c@test.local', password: '123' }), 400, MSG.contrasenaCorta);
      assertError(await register({ nombre: 'Mal', email: 'no-es-correo', password: 'secreto1' }), 400, MSG.emailInvalido);
      assertError(await register({ nombre: 'x'.repeat(101), email: 'x@test.local', password: 'secreto1' }), 400);
      const photoWithBadFields = await register({ nombre: '', email: 'y@test.local', password: 'secreto1', imagen: await pngBlob() });
      assertError(photoWithBadFields, 400, MSG.camposObligatorios);
      assert.equal((await storedImages(t, 'usuarios')).length, 0);
    });

    test('register as JSON instead of multipart is a 415; a broken multipart body is a 4xx', async () => {
      const csrf = await visitor(t.app);
      const json = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/register',
        headers: csrf,
        payload: { nombre: 'J', email: 'j@test.local', password: 'secreto1' },
      });
      assertError(json, 415);
      const broken = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...csrf, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nsin fin',
      });
      assert.ok(broken.statusCode >= 400 && broken.statusCode < 500, broken.body);
      const noBoundary = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...csrf, 'content-type': 'multipart/form-data' },
        payload: 'nada',
      });
      assert.ok(noBoundary.statusCode >= 400 && noBoundary.statusCode < 500, noBoundary.body);
    });

    test('register with a photo stores it under usuarios/ and serves it at /media', async () => {
      const response = await register({ nombre: 'Con Foto', email: 'foto@test.local', password: 'secreto1', imagen: await pngBlob() });
      assert.equal(response.statusCode, 201, response.body);
      const { imagen } = response.json();
      assert.match(imagen, /^usuarios\/[0-9a-f-]{36}\.\w+$/);
      const media = await inject(t.app, { method: 'GET', url: `/media/${imagen}` });
      assert.equal(media.statusCode, 200);
      assert.match(String(media.headers['cache-control']), /immutable/);
    });

    test('register with a photo over 5 MB is a 413 with the photo-size message', async () => {
      const big = new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' });
      const response = await register({ nombre: 'Grande', email: 'grande@test.local', password: 'secreto1', imagen: big });
      assertError(response, 413, MSG.fotoTamano);
    });

    test('a duplicate email with a photo leaves no orphan file', async () => {
      const before = (await inject(t.app, { method: 'GET', url: '/api/imagenes' })).statusCode;
      assert.equal(before, 200);
      const response = await register({ nombre: 'Repetida', email: 'foto@test.local', password: 'secreto1', imagen: await pngBlob() });
      assertError(response, 409, MSG.emailEnUso);
      assert.equal((await storedImages(t, 'usuarios')).length, 1);
    });
  });

  describe(`the client's address behind proxies (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { authRateLimit: 2, trustProxy: 'loopback' });
    });
    after(() => t.close());

    /** A failed login from `peer` (the TCP connection's address) claiming to forward for `forwardedFor`. */
    const attempt = async (peer: string, forwardedFor: string) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: peer,
        headers: { ...(await visitor(t.app)), 'x-forwarded-for': forwardedFor },
        payload: { email: ADMIN.email, password: 'mal' },
      });

    test('a client that is not a trusted proxy cannot pick its address with X-Forwarded-For: one rate-limit count', async () => {
      assert.equal((await attempt('203.0.113.7', '198.51.100.1')).statusCode, 401);
      assert.equal((await attempt('203.0.113.7', '198.51.100.2')).statusCode, 401);
      assertError(await attempt('203.0.113.7', '198.51.100.3'), 429, MSG.demasiadosIntentos);
    });

    test('a proxy on this machine (TRUST_PROXY=loopback) names each client, and each is counted on its own', async () => {
      assert.equal((await attempt('127.0.0.1', '198.51.100.20')).statusCode, 401);
      assert.equal((await attempt('127.0.0.1', '198.51.100.20')).statusCode, 401);
      assertError(await attempt('127.0.0.1', '198.51.100.20'), 429, MSG.demasiadosIntentos);
      assert.equal((await attempt('127.0.0.1', '198.51.100.21')).statusCode, 401);
    });
  });

  describe(`auth rate limit and secure cookies (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { authRateLimit: 3, cookieSecure: true });
    });
    after(() => t.close());

    test('with cookieSecure, the session and CSRF cookies are Secure', async () => {
      const csrf = await visitor(t.app);
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      assert.equal(response.cookies.find((c) => c.name === CSRF_COOKIE)?.secure, true);
      const ok = await inject(t.app, { method: 'POST', url: '/api/auth/login', headers: csrf, payload: { email: ADMIN.email, password: ADMIN.password } });
      assert.equal(ok.cookies.find((c) => c.name === SESSION_COOKIE)?.secure, true);
    });

    test('login and register answer 429 after the per-minute limit', async () => {
      const csrf = await visitor(t.app);
      const attempt = () =>
        inject(t.app, { method: 'POST', url: '/api/auth/login', headers: csrf, payload: { email: ADMIN.email, password: 'mal' } });
      // One attempt of the limit was spent by the test above.
      for (let i = 0; i < 2; i++) assert.equal((await attempt()).statusCode, 401);
      assertError(await attempt(), 429, MSG.demasiadosIntentos);
      const body = await multipart({ nombre: 'R', email: 'r@test.local', password: 'secreto1', aceptaTerminos: 'true' });
      for (let i = 0; i < 3; i++) {
        await inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...csrf, ...body.headers }, payload: body.payload });
      }
      const limited = await inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...csrf, ...body.headers }, payload: body.payload });
      assertError(limited, 429, MSG.demasiadosIntentos);
    });
  });
}
