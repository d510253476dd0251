import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ACCOUNT_MSG, CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { CHALLENGE_MAX_ATTEMPTS } from '../../../accounts/login-challenge';
import { comentarios, encuestas, publicaciones, recoveryCodes, sessions, twoFactor, votos } from '../../../db/schema';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, inject, login, visitor, type Session, type TestApp } from '../../../test/helper';

/** The code an authenticator app shows `offset` steps of 30 s from now (a step is accepted once). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

for (const backend of backends()) {
  describe(`two-step sign-in (${backend})`, () => {
    let t: TestApp;
    let n = 0;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) => inject(t.app, { method: 'POST', url, headers, payload });
    const newAdmin = async () => {
      n += 1;
      const email = `jefa${n}@test.local`;
      const row = await createTestUser(t.db, { email, password: 'clave-admin', rol: 'admin' });
      return { email, row, session: await login(t.app, email, 'clave-admin') };
    };
    /** Turns two-step sign-in on for a signed-in admin; returns the secret and the recovery codes. */
    const enable = async (session: Session) => {
      const setup = await post('/api/account/two-factor/setup', session.headers);
      assert.equal(setup.statusCode, 200, setup.body);
      const { secreto, otpauthUrl, qr } = setup.json();
      assert.match(otpauthUrl, /^otpauth:\/\/totp\/Plataforma%20Juvenil:/);
      assert.match(qr, /^data:image\/png;base64,/);
      const enabled = await post('/api/account/two-factor/enable', session.headers, { codigo: await codeAt(secreto) });
      assert.equal(enabled.statusCode, 200, enabled.body);
      return { secreto: secreto as string, codes: enabled.json().codigosRecuperacion as string[] };
    };
    const passwordStep = async (email: string, password = 'clave-admin') =>
      post('/api/auth/login', await visitor(t.app), { email, password });
    const secondStep = async (token: string, codigo: string) => post('/api/auth/login/verify', await visitor(t.app), { token, codigo });

    test('setup, enable with a code, 10 recovery codes shown once and stored hashed', async () => {
      const { row, session } = await newAdmin();
      assert.deepEqual((await inject(t.app, { method: 'GET', url: '/api/account/two-factor', headers: session.headers })).json(), {
        activa: false,
        obligatoria: false,
        codigosRestantes: 0,
      });
      const setup = await post('/api/account/two-factor/setup', session.headers);
      const { secreto } = setup.json();
      assertError(await post('/api/account/two-factor/enable', session.headers, { codigo: '12345' }), 400, ACCOUNT_MSG.codigoFormato);
      const wrong = String((Number(await codeAt(secreto)) + 1) % 1_000_000).padStart(6, '0');
      assertError(await post('/api/account/two-factor/enable', session.headers, { codigo: wrong }), 400, ACCOUNT_MSG.codigoIncorrecto);

      const enabled = await post('/api/account/two-factor/enable', session.headers, { codigo: await codeAt(secreto) });
      const codes = enabled.json().codigosRecuperacion as string[];
      assert.equal(codes.length, 10);
      assert.equal(new Set(codes).size, 10);
      assert.ok(codes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c)));
      const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
      assert.equal(stored.length, 10);
      assert.equal(stored.some((s) => codes.some((c) => s.codeHash.includes(c.replace('-', '')))), false);

      const status = await inject(t.app, { method: 'GET', url: '/api/account/two-factor', headers: session.headers });
      assert.deepEqual(status.json(), { activa: true, obligatoria: false, codigosRestantes: 10 });
      assert.doesNotMatch(status.body, new RegExp(secreto));
      assertError(await post('/api/account/two-factor/setup', session.headers), 409, ACCOUNT_MSG.dosPasosYaActiva);
      assertError(await post('/api/account/two-factor/enable', session.headers, { codigo: await codeAt(secreto, 1) }), 409, ACCOUNT_MSG.dosPasosYaActiva);
    });

    test('with it on: the password alone creates no session; the code does, once', async () => {
      const { email, session } = await newAdmin();
      const { secreto } = await enable(session);

      const first = await passwordStep(email);
      assert.equal(first.statusCode, 202);
      assert.equal(first.json().verificacionRequerida, true);
      assert.equal(first.cookies.find((c) => c.name === SESSION_COOKIE), undefined, 'no session before the second step');
      assert.deepEqual(Object.keys(first.json()).sort(), ['token', 'verificacionRequerida']);

      // The code used to enable is spent: the next step's code is the one to type.
      const code = await codeAt(secreto, 1);
      const ok = await secondStep(first.json().token, code);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().email, email);
      const cookie = ok.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` } });
      assert.equal(profile.statusCode, 200);

      assertError(await secondStep(first.json().token, code), 400, ACCOUNT_MSG.verificacionExpirada);
      const again = await passwordStep(email);
      assertError(await secondStep(again.json().token, code), 400, ACCOUNT_MSG.codigoIncorrecto);
      assertError(await passwordStep(email, 'equivocada'), 401, MSG.credencialesInvalidas);
    });

    test('the second step replayed with its Idempotency-Key after a logout gets no session without a new code', async () => {
      const { email, session } = await newAdmin();
      const { secreto } = await enable(session);
      const challenge = await passwordStep(email);
      const headers = { ...(await visitor(t.app)), [IDEMPOTENCY_HEADER]: randomUUID() };
      const codigo = await codeAt(secreto, 1);
      const verify = () => post('/api/auth/login/verify', headers, { token: challenge.json().token, codigo });
      const ok = await verify();
      assert.equal(ok.statusCode, 200, ok.body);
      const cookies = Object.fromEntries(ok.cookies.map((c) => [c.name, c.value]));
      const signedIn = { cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`, [CSRF_HEADER]: cookies[CSRF_COOKIE]! };
      assert.equal((await post('/api/auth/logout', signedIn)).statusCode, 200);

      const replay = await verify();
      assertError(replay, 400, ACCOUNT_MSG.verificacionExpirada);
      assert.equal(replay.headers['idempotent-replayed'], undefined);
      assert.equal(replay.cookies.find((c) => c.name === SESSION_COOKIE), undefined);
    });

    test('a recovery code signs in once', async () => {
      const { email, row, session } = await newAdmin();
      const { codes } = await enable(session);
      const first = await passwordStep(email);
      const ok = await secondStep(first.json().token, codes[3]!.toUpperCase());
      assert.equal(ok.statusCode, 200, ok.body);
      const second = await passwordStep(email);
      assertError(await secondStep(second.json().token, codes[3]!), 400, ACCOUNT_MSG.codigoIncorrecto);
      assert.equal((await secondStep(second.json().token, codes[4]!.replace('-', ''))).statusCode, 200);
      const status = await inject(t.app, { method: 'GET', url: '/api/account/two-factor', headers: session.headers });
      assert.equal(status.json().codigosRestantes, 8);
      assert.ok((await t.db.select().from(sessions).where(eq(sessions.userId, row.id))).length >= 3);
    });

    test(`wrong codes: ${CHALLENGE_MAX_ATTEMPTS} tries per pending sign-in, then the password again`, async () => {
      const { email, session } = await newAdmin();
      const { secreto } = await enable(session);
      const { token } = (await passwordStep(email)).json();
      for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) assertError(await secondStep(token, '000000'), 400, ACCOUNT_MSG.codigoIncorrecto);
      assertError(await secondStep(token, await codeAt(secreto, 1)), 400, ACCOUNT_MSG.verificacionExpirada);
      assertError(await secondStep('x'.repeat(43), '123456'), 400, ACCOUNT_MSG.verificacionExpirada);
      assertError(await secondStep(token, 'abc'), 400, ACCOUNT_MSG.codigoFormato);
    });

    test('turning it off needs a current code, not a recovery code nor a used one', async () => {
      const { email, row, session } = await newAdmin();
      const { secreto, codes } = await enable(session);
      assertError(await post('/api/account/two-factor/disable', session.headers, { codigo: codes[0] }), 400, ACCOUNT_MSG.codigoFormato);
      assertError(await post('/api/account/two-factor/disable', session.headers, { codigo: '000000' }), 400, ACCOUNT_MSG.codigoIncorrecto);
      const off = await post('/api/account/two-factor/disable', session.headers, { codigo: await codeAt(secreto, 1) });
      assert.equal(off.json().message, ACCOUNT_MSG.dosPasosDesactivada);
      assert.equal((await t.db.select().from(twoFactor).where(eq(twoFactor.userId, row.id))).length, 0);
      assert.equal((await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).length, 0);
      assert.equal((await passwordStep(email)).statusCode, 200, 'the password alone signs in again');
      assertError(await post('/api/account/two-factor/disable', session.headers, { codigo: '123456' }), 400, ACCOUNT_MSG.dosPasosInactiva);
    });

    test('members cannot turn it on; visitors get 401', async () => {
      await createTestUser(t.db, { email: 'socia@test.local', password: 'clave-socia' });
      const member = await login(t.app, 'socia@test.local', 'clave-socia');
      assertError(await post('/api/account/two-factor/setup', member.headers), 403, ACCOUNT_MSG.dosPasosSoloAdmin);
      assertError(await post('/api/account/two-factor/enable', member.headers, { codigo: '123456' }), 403, ACCOUNT_MSG.dosPasosSoloAdmin);
      assertError(await post('/api/account/two-factor/setup', await visitor(t.app)), 401, MSG.noAutenticado);
    });
  });

  describe(`ADMIN_2FA_REQUIRED (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { admin2faRequired: true });
    });
    after(() => t.close());

    test('an admin without two-step sign-in gets a Spanish 403 on admin routes until they turn it on', async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      const users = () => inject(t.app, { method: 'GET', url: '/api/users', headers: admin.headers });
      assertError(await users(), 403, ACCOUNT_MSG.dosPasosObligatoria);
      const status = await inject(t.app, { method: 'GET', url: '/api/account/two-factor', headers: admin.headers });
      assert.deepEqual(status.json(), { activa: false, obligatoria: true, codigosRestantes: 0 });

      const { secreto } = (await inject(t.app, { method: 'POST', url: '/api/account/two-factor/setup', headers: admin.headers })).json();
      const enabled = await inject(t.app, {
        method: 'POST',
        url: '/api/account/two-factor/enable',
        headers: admin.headers,
        payload: { codigo: await codeAt(secreto) },
      });
      assert.equal(enabled.statusCode, 200, enabled.body);
      assert.equal((await users()).statusCode, 200);
    });

    test("until then, no admin right outside the admin area either: a member's comment, a hidden comment's text, an open survey's counts", async () => {
      const member = await createTestUser(t.db, { email: 'autora@test.local', password: 'clave-autora' });
      const [hilo] = await t.db.insert(publicaciones).values({ titulo: 'Hilo', contenido: 'x' }).returning();
      const [oculto] = await t.db
        .insert(comentarios)
        .values({ contenido: 'Texto oculto', publicacionId: hilo!.id, userId: member.id, ocultoEn: new Date() })
        .returning();
      const [abierta] = await t.db.insert(encuestas).values({ titulo: 'Abierta', opciones: ['a', 'b'] }).returning();
      await t.db.insert(votos).values({ encuestaId: abierta!.id, userId: member.id, opcion: 'a' });

      await createTestUser(t.db, { email: 'jefa@test.local', password: 'clave-jefa', rol: 'admin' });
      const admin = await login(t.app, 'jefa@test.local', 'clave-jefa');
      const get = async (url: string) => (await inject(t.app, { method: 'GET', url, headers: admin.headers })).json();
      const hiddenText = async () => (await get(`/api/comentarios/publicacion/${hilo!.id}`))[0].contenido;
      const remove = () => inject(t.app, { method: 'DELETE', url: `/api/comentarios/${oculto!.id}`, headers: admin.headers });

      assert.equal(await hiddenText(), '', 'read as a member reads it');
      assert.equal((await get(`/api/encuestas/${abierta!.id}`)).votos, undefined, 'no counts before voting');
      assertError(await remove(), 403, ACCOUNT_MSG.dosPasosObligatoria);

      const { secreto } = (await inject(t.app, { method: 'POST', url: '/api/account/two-factor/setup', headers: admin.headers })).json();
      const enabled = await inject(t.app, { method: 'POST', url: '/api/account/two-factor/enable', headers: admin.headers, payload: { codigo: await codeAt(secreto) } });
      assert.equal(enabled.statusCode, 200, enabled.body);
      assert.equal(await hiddenText(), 'Texto oculto');
      assert.deepEqual((await get(`/api/encuestas/${abierta!.id}`)).votos, { a: 1, b: 0 });
      assert.equal((await remove()).statusCode, 200);
    });

    test('members are not affected', async () => {
      await createTestUser(t.db, { email: 'm@test.local', password: 'clave-m' });
      const member = await login(t.app, 'm@test.local', 'clave-m');
      const status = await inject(t.app, { method: 'GET', url: '/api/account/two-factor', headers: member.headers });
      assert.equal(status.json().obligatoria, false);
      assertError(await inject(t.app, { method: 'GET', url: '/api/users', headers: member.headers }), 403, MSG.sinPermiso);
    });
  });
}
