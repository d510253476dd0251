import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, CORREO_MSG, MSG, type User } from '@plataforma/contracts';
import { CONFIRMACIONES_POR_HORA } from '../../../accounts/confirmacion-email';
import { hashToken } from '../../../auth/tokens';
import { emailConfirmationTokens, publicaciones, users } from '../../../db/schema';
import {
  ADMIN,
  assertError,
  backends,
  buildTestApp,
  confirmationLink,
  createTestUser,
  inject,
  login,
  multipart,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';
import { outboxMessages } from '../../../test/outbox';

/** Terms at registration, the emailed one-use link, and an email change that asks to confirm the new address. */
for (const backend of backends()) {
  describe(`email confirmation (${backend})`, () => {
    let t: TestApp;
    let publicacionId: number;
    let n = 0;
    before(async () => {
      t = await buildTestApp(backend, { publicUrl: 'https://plataforma.example' });
      const [created] = await t.db.insert(publicaciones).values({ titulo: 'Hola', contenido: 'Texto' }).returning();
      publicacionId = created!.id;
    });
    after(() => t.close());

    const register = async (fields: Record<string, string>) => {
      const body = await multipart(fields);
      return inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...(await visitor(t.app)), ...body.headers }, payload: body.payload });
    };
    /** A new member, registered through the API and signed in: their email is not confirmed yet. */
    const newMember = async () => {
      n += 1;
      const credentials = { nombre: `Nueva ${n}`, email: `nueva${n}@test.local`, password: 'secreto-1' };
      const response = await register({ ...credentials, aceptaTerminos: 'true' });
      assert.equal(response.statusCode, 201, response.body);
      return { ...credentials, session: await login(t.app, credentials.email, credentials.password) };
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    const confirm = (token: string) => inject(t.app, { method: 'GET', url: `/api/auth/correo/confirmar?token=${token}` });
    const profile = async (session: Session) => (await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: session.headers })).json() as User;
    const comment = (session: Session) =>
      inject(t.app, { method: 'POST', url: '/api/comentarios', headers: session.headers, payload: { contenido: 'Mi opinión', publicacionId } });
    const resend = (session: Session) => inject(t.app, { method: 'POST', url: '/api/auth/correo/reenviar', headers: session.headers });
    /** Asks for a password reset for `email` and reads the link's token from the outbox, as a person reads the email. */
    const resetToken = async (email: string) => {
      const asked = await inject(t.app, { method: 'POST', url: '/api/auth/password/forgot', headers: await visitor(t.app), payload: { email } });
      assert.equal(asked.statusCode, 200, asked.body);
      await t.app.mailer.idle();
      const token = outboxMessages(t.config.outboxDir)
        .filter((message) => message.includes(`To: ${email}`))
        .flatMap((message) => message.match(/restablecer\?token=([A-Za-z0-9_-]+)/)?.[1] ?? [])
        .at(-1);
      assert.ok(token, `a reset link was mailed to ${email}`);
      return token;
    };
    const resetPassword = async (token: string) =>
      inject(t.app, { method: 'POST', url: '/api/auth/password/reset', headers: await visitor(t.app), payload: { token, password: 'nueva-clave', confirmPassword: 'nueva-clave' } });
    const messagesTo = async (email: string) => {
      await t.app.mailer.idle();
      return outboxMessages(t.config.outboxDir).filter((message) => message.includes(`To: ${email}`));
    };

    test("registering without accepting the terms is a 400 'Debes aceptar…'; nothing is stored", async () => {
      for (const aceptaTerminos of [undefined, 'false', 'on', '']) {
        const fields = { nombre: 'Sin Términos', email: 'sin-terminos@test.local', password: 'secreto-1', ...(aceptaTerminos === undefined ? {} : { aceptaTerminos }) };
        assertError(await register(fields), 400, CORREO_MSG.terminosObligatorios);
      }
      assert.equal((await t.app.usersRepository.findByEmailWithHash('sin-terminos@test.local')) ?? null, null);
    });

    test("a new account is unconfirmed, records when it accepted the terms and receives 'Confirma tu correo' with a one-use link", async () => {
      const { email, session } = await newMember();
      assert.equal((await profile(session)).emailConfirmado, false);
      const exported = (await inject(t.app, { method: 'GET', url: '/api/account/export', headers: session.headers })).json();
      assert.equal(exported.perfil.emailConfirmadoEn, null);
      assert.ok(Date.now() - Date.parse(exported.perfil.terminosAceptadosEn) < 60_000);
      const [mail, ...others] = await messagesTo(email);
      assert.equal(others.length, 0);
      assert.match(mail!, /^Subject: Confirma tu correo\s*$/m);
      assert.match(mail!, /https:\/\/plataforma\.example\/confirmar-correo\?token=[A-Za-z0-9_-]{40,}/);
      // Only its hash is stored.
      const token = tokenOf(await confirmationLink(t, email));
      const rows = await t.db.select().from(emailConfirmationTokens);
      assert.ok(rows.some((row) => row.tokenHash === hashToken(token)));
      assert.ok(!rows.some((row) => row.tokenHash === token));
    });

    test("until the link is followed the member reads and signs in but cannot comment (403); the link confirms once", async () => {
      const { email, password, session } = await newMember();
      assertError(await comment(session), 403, CORREO_MSG.confirmaTuCorreo);
      assert.equal((await inject(t.app, { method: 'GET', url: `/api/publicaciones/${publicacionId}`, headers: session.headers })).statusCode, 200);
      await login(t.app, email, password);

      const token = tokenOf(await confirmationLink(t, email));
      const confirmed = await confirm(token);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.deepEqual(confirmed.json(), { message: CORREO_MSG.confirmado });
      assert.equal(confirmed.headers['cache-control'], 'private, no-store', 'never a shared answer');
      assert.equal((await profile(session)).emailConfirmado, true);
      assert.equal((await comment(session)).statusCode, 201);
      // One use only.
      assertError(await confirm(token), 400, CORREO_MSG.enlaceInvalido);
    });

    test('an unknown, malformed or expired link answers a Spanish 400 and confirms nothing', async () => {
      assertError(await confirm('x'.repeat(43)), 400, CORREO_MSG.enlaceInvalido);
      assertError(await confirm('corto'), 400, CORREO_MSG.enlaceInvalido);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auth/correo/confirmar' }), 400, CORREO_MSG.enlaceInvalido);
      const { email, session } = await newMember();
      const token = tokenOf(await confirmationLink(t, email));
      await t.db.update(emailConfirmationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailConfirmationTokens.tokenHash, hashToken(token)));
      assertError(await confirm(token), 400, CORREO_MSG.enlaceInvalido);
      assert.equal((await profile(session)).emailConfirmado, false);
    });

    test(`'Reenviar correo de confirmación' sends a new link, ${CONFIRMACIONES_POR_HORA} mails an hour per account; then 429; confirmed: 409`, async () => {
      const { email, session } = await newMember();
      assertError(await inject(t.app, { method: 'POST', url: '/api/auth/correo/reenviar', headers: await visitor(t.app) }), 401, MSG.noAutenticado);
      // The registration's mail counts: two more this hour.
      for (let i = 1; i < CONFIRMACIONES_POR_HORA; i++) {
        const response = await resend(session);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), { message: CORREO_MSG.reenviado(email) });
      }
      assertError(await resend(session), 429, CORREO_MSG.demasiadosReenvios);
      assert.equal((await messagesTo(email)).length, CONFIRMACIONES_POR_HORA);
      // Every link sent is good once; the first one followed voids the others.
      const links = (await messagesTo(email)).map((mail) => /confirmar-correo\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!);
      assert.equal((await confirm(links[0]!)).statusCode, 200);
      assertError(await confirm(links[1]!), 400, CORREO_MSG.enlaceInvalido);
      assertError(await resend(session), 409, CORREO_MSG.yaConfirmado);
    });

    test('changing the email asks for the password and confirms the new address: the account keeps the old one until the link is followed', async () => {
      const { email, password, session } = await newMember();
      const change = (payload: Record<string, string>) => inject(t.app, { method: 'POST', url: '/api/account/email', headers: session.headers, payload });
      assertError(await change({ email: 'otra@test.local', currentPassword: 'mal-1' }), 400, ACCOUNT_MSG.contrasenaActualIncorrecta);
      assertError(await change({ email: 'no-es-correo', currentPassword: password }), 400, MSG.emailInvalido);
      assertError(await change({ email: email.toUpperCase(), currentPassword: password }), 409, CORREO_MSG.mismoCorreo);
      assertError(await change({ email: 'admin@test.local', currentPassword: password }), 409, MSG.emailEnUso);

      const first = await change({ email: 'primera@test.local', currentPassword: password });
      assert.equal(first.statusCode, 200, first.body);
      const second = await change({ email: 'Cambiado@Test.local', currentPassword: password });
      assert.deepEqual(second.json(), { message: CORREO_MSG.cambioPendiente('cambiado@test.local') });
      assert.equal((await profile(session)).email, email);
      // The old address is told; the new one gets the link.
      const notices = await messagesTo(email);
      assert.ok(notices.some((mail) => /Subject: Cambio de correo/.test(mail) && mail.includes('cambiado@test.local')));
      // Only the latest change asked for can be made; a registration link sent before is void once it is.
      const registration = tokenOf(await confirmationLink(t, email));
      assertError(await confirm(tokenOf(await confirmationLink(t, 'primera@test.local'))), 400, CORREO_MSG.enlaceInvalido);
      assert.equal((await confirm(tokenOf(await confirmationLink(t, 'cambiado@test.local')))).statusCode, 200);
      const changed = await profile(session);
      assert.equal(changed.email, 'cambiado@test.local');
      assert.equal(changed.emailConfirmado, true);
      assertError(await confirm(registration), 400, CORREO_MSG.enlaceInvalido);
      await login(t.app, 'cambiado@test.local', password);
    });

    test('a pending change is void once the owner takes the account back: a new password, a reset or closing the other sessions', async () => {
      const askChange = async (session: Session, password: string, email: string) => {
        const asked = await inject(t.app, { method: 'POST', url: '/api/account/email', headers: session.headers, payload: { email, currentPassword: password } });
        assert.equal(asked.statusCode, 200, asked.body);
        return tokenOf(await confirmationLink(t, email));
      };
      const takeBack = {
        'a new password': async (session: Session, password: string) =>
          inject(t.app, { method: 'POST', url: '/api/account/password', headers: session.headers, payload: { currentPassword: password, password: 'nueva-clave', confirmPassword: 'nueva-clave' } }),
        'closing the other sessions': async (session: Session) => inject(t.app, { method: 'DELETE', url: '/api/account/sessions', headers: session.headers }),
        'a reset': async (_session: Session, _password: string, email: string) => resetPassword(await resetToken(email)),
      };
      for (const [how, act] of Object.entries(takeBack)) {
        const { email, password, session } = await newMember();
        const intruder = await askChange(session, password, `intruso-${email}`);
        const done = await act(session, password, email);
        assert.equal(done.statusCode, 200, `${how}: ${done.body}`);
        assertError(await confirm(intruder), 400, CORREO_MSG.enlaceInvalido);
        const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.email, email));
        assert.equal(row?.email, email, `${how}: the account keeps its address`);
      }
    });

    test('a completed change voids the reset links mailed to the address left behind', async () => {
      const { email, password, session } = await newMember();
      const reset = await resetToken(email);
      await inject(t.app, { method: 'POST', url: '/api/account/email', headers: session.headers, payload: { email: `nuevo-${email}`, currentPassword: password } });
      assert.equal((await confirm(tokenOf(await confirmationLink(t, `nuevo-${email}`)))).statusCode, 200);
      const used = await resetPassword(reset);
      assert.equal(used.statusCode, 400, used.body);
      await login(t.app, `nuevo-${email}`, password);
    });

    test('a change link whose address another account took meanwhile is a 409, and the account keeps its address', async () => {
      const { email, password, session } = await newMember();
      await inject(t.app, { method: 'POST', url: '/api/account/email', headers: session.headers, payload: { email: 'disputada@test.local', currentPassword: password } });
      await createTestUser(t.db, { email: 'disputada@test.local', password: 'otra-1' });
      assertError(await confirm(tokenOf(await confirmationLink(t, 'disputada@test.local'))), 409, MSG.emailEnUso);
      assert.equal((await profile(session)).email, email);
    });

    test("a member an admin creates receives 'Confirma tu correo' too", async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      const body = await multipart({ nombre: 'Creada', email: 'creada@test.local', password: 'secreto-1' });
      const created = await inject(t.app, { method: 'POST', url: '/api/users', headers: { ...admin.headers, ...body.headers }, payload: body.payload });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal((created.json() as User).emailConfirmado, false);
      assert.ok(await confirmationLink(t, 'creada@test.local'));
    });
  });
}
