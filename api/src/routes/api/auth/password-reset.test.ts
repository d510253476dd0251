import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG } from '@plataforma/contracts';
import { hashToken } from '../../../auth/tokens';
import { passwordResetTokens } from '../../../db/schema';
import { assertError, backends, buildTestApp, createTestUser, inject, login, visitor, type TestApp } from '../../../test/helper';
import { outboxFiles, quotedPrintable } from '../../../test/outbox';
import { RESETS_PER_EMAIL_PER_HOUR } from './password-reset';

for (const backend of backends()) {
  describe(`password reset (${backend})`, () => {
    let t: TestApp;
    let n = 0;
    before(async () => {
      t = await buildTestApp(backend, { publicUrl: 'https://plataforma.example' });
    });
    after(() => t.close());

    const outbox = () => outboxFiles(t.config.outboxDir);
    const forgot = async (email: string, headers?: Record<string, string>) =>
      inject(t.app, { method: 'POST', url: '/api/auth/password/forgot', headers: headers ?? (await visitor(t.app)), payload: { email } });
    const reset = async (payload: Record<string, unknown>) =>
      inject(t.app, { method: 'POST', url: '/api/auth/password/reset', headers: await visitor(t.app), payload });
    /** Asks for a link and reads it back from the development outbox, as a person reads the email. */
    const linkFor = async (email: string) => {
      const before = outbox().length;
      assert.equal((await forgot(email)).statusCode, 200);
      await t.app.mailer.idle();
      const files = outbox();
      assert.equal(files.length, before + 1, 'one message written');
      const raw = readFileSync(join(t.config.outboxDir, files.at(-1)!), 'utf8');
      const match = /https:\/\/plataforma\.example\/restablecer\?token=([A-Za-z0-9_-]+)/.exec(quotedPrintable(raw));
      assert.ok(match, 'the message holds the reset link');
      return { token: match[1]!, raw };
    };
    const member = async () => {
      n += 1;
      const email = `olvido${n}@test.local`;
      await createTestUser(t.db, { nombre: `Olvido ${n}`, email, password: 'vieja-clave' });
      return email;
    };

    test('known and unknown emails get the same answer; only a known one gets a Spanish message with the link', async () => {
      const email = await member();
      const unknown = await forgot('nadie@test.local');
      await t.app.mailer.idle();
      assert.equal(unknown.statusCode, 200);
      assert.deepEqual(unknown.json(), { message: ACCOUNT_MSG.enlaceEnviado });
      assert.equal(outbox().length, 0);

      const known = await forgot(email.toUpperCase());
      assert.deepEqual(known.json(), unknown.json());
      await t.app.mailer.idle();
      assert.equal(outbox().length, 1);
      const raw = readFileSync(join(t.config.outboxDir, outbox()[0]!), 'utf8');
      assert.match(raw, /^Subject: =\?UTF-8\?Q\?Restablece_tu_contrase=C3=B1a/m);
      assert.match(raw, new RegExp(`^To: ${email}`, 'm'));
      assert.match(raw, /Content-Type: text\/plain/);
      assert.match(raw, /Content-Type: text\/html/);
    });

    test('the token has 256 bits and only its hash is stored', async () => {
      const email = await member();
      const { token } = await linkFor(email);
      assert.equal(Buffer.from(token, 'base64url').length, 32);
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
      assert.equal(rows.length, 1);
      const all = await t.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
      assert.equal(all.some((r) => r.tokenHash === token), false);
    });

    test('a link sets a new password (register rules), signs every session out, and works once', async () => {
      const email = await member();
      const session = await login(t.app, email, 'vieja-clave');
      const { token } = await linkFor(email);

      assertError(await reset({ token, password: '123', confirmPassword: '123' }), 400, MSG.contrasenaCorta);
      assertError(await reset({ token, password: 'nueva-clave', confirmPassword: 'otra' }), 400, MSG.contrasenasNoCoinciden);
      const ok = await reset({ token, password: 'nueva-clave', confirmPassword: 'nueva-clave' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().message, ACCOUNT_MSG.contrasenaRestablecida);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: session.headers }), 401, MSG.noAutenticado);
      await login(t.app, email, 'nueva-clave');

      assertError(await reset({ token, password: 'tercera-clave', confirmPassword: 'tercera-clave' }), 400, ACCOUNT_MSG.enlaceInvalido);
      await login(t.app, email, 'nueva-clave');
    });

    test('an expired, unknown or malformed token: "El enlace no es válido o ya expiró."', async () => {
      const email = await member();
      const { token } = await linkFor(email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
      const payload = { password: 'nueva-clave', confirmPassword: 'nueva-clave' };
      assertError(await reset({ ...payload, token }), 400, ACCOUNT_MSG.enlaceInvalido);
      assertError(await reset({ ...payload, token: 'A'.repeat(43) }), 400, ACCOUNT_MSG.enlaceInvalido);
      assertError(await reset({ ...payload, token: 'no válido' }), 400, ACCOUNT_MSG.enlaceInvalido);
      assertError(await reset(payload), 400, ACCOUNT_MSG.enlaceInvalido);
      await login(t.app, email, 'vieja-clave');
    });

    test('a new password voids every other link sent before', async () => {
      const email = await member();
      const first = await linkFor(email);
      const second = await linkFor(email);
      assert.equal((await reset({ token: second.token, password: 'nueva-clave', confirmPassword: 'nueva-clave' })).statusCode, 200);
      assertError(await reset({ token: first.token, password: 'otra-clave', confirmPassword: 'otra-clave' }), 400, ACCOUNT_MSG.enlaceInvalido);
    });

    test(`at most ${RESETS_PER_EMAIL_PER_HOUR} emails per address and hour, with the same answer after`, async () => {
      const email = await member();
      const before = outbox().length;
      for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR + 2; i++) {
        const response = await forgot(email);
        assert.deepEqual(response.json(), { message: ACCOUNT_MSG.enlaceEnviado });
      }
      await t.app.mailer.idle();
      assert.equal(outbox().length - before, RESETS_PER_EMAIL_PER_HOUR);
    });

    test('the email field is validated in Spanish', async () => {
      assertError(await forgot(''), 400, MSG.camposObligatorios);
      assertError(await forgot('no-es-correo'), 400, MSG.emailInvalido);
    });
  });

  describe(`password reset limits and links (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { authRateLimit: 2 });
    });
    after(() => t.close());

    test('without PUBLIC_URL the link uses the request\'s host; the endpoint is rate-limited per IP', async () => {
      await createTestUser(t.db, { email: 'host@test.local', password: 'clave-123' });
      const csrf = await visitor(t.app);
      const ask = () =>
        inject(t.app, {
          method: 'POST',
          url: '/api/auth/password/forgot',
          headers: { ...csrf, host: 'localhost:8080' },
          payload: { email: 'host@test.local' },
        });
      assert.equal((await ask()).statusCode, 200);
      await t.app.mailer.idle();
      const [file] = readdirSync(t.config.outboxDir);
      assert.match(quotedPrintable(readFileSync(join(t.config.outboxDir, file!), 'utf8')), /http:\/\/localhost:8080\/restablecer\?token=/);
      assert.equal((await ask()).statusCode, 200);
      assertError(await ask(), 429, MSG.demasiadosIntentos);
    });
  });
}
