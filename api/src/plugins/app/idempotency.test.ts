import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afiliacionInputSchema, CSRF_COOKIE, CSRF_HEADER, hoyEnBolivia, IDEMPOTENCY_HEADER, MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { hashToken } from '../../auth/tokens';
import { comentarios, idempotencyKeys, imagenes, publicaciones, users, votos } from '../../db/schema';
import { API_MSG } from '../../errors';
import {
  ADMIN,
  allRowsAsText,
  assertError,
  backends,
  buildAppWithSessions,
  buildTestApp,
  createTestUser,
  databaseDump,
  inject,
  login,
  multipart,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../test/helper';
import { ownerOf } from './repositories/idempotency-keys';

for (const backend of backends()) {
  describe(`Idempotency-Key (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    let publicacionId: number;
    before(async () => {
      ({ t, admin, member } = await buildAppWithSessions(backend));
      publicacionId = (await t.db.insert(publicaciones).values({ titulo: 'P', contenido: 'C' }).returning())[0]!.id;
    });
    after(() => t.close());

    const rows = async (table: typeof comentarios | typeof votos | typeof imagenes | typeof users, where?: ReturnType<typeof eq>) =>
      (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;
    const comment = (key: string | undefined, contenido = 'Hola') =>
      inject(t.app, {
        method: 'POST',
        url: '/api/comentarios',
        headers: { ...member.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
        payload: { contenido, publicacionId },
      });

    test('a retried comment is stored once and the retry replays the first answer', async () => {
      const key = randomUUID();
      const first = await comment(key);
      const retry = await comment(key);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(retry.statusCode, 201);
      assert.deepEqual(retry.json(), first.json());
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.equal(await rows(comentarios, eq(comentarios.contenido, 'Hola')), 1);
    });

    test('a duplicate sent while the first is still running gets the same answer, one write', async () => {
      const key = randomUUID();
      const [a, b] = await Promise.all([comment(key, 'A la vez'), comment(key, 'A la vez')]);
      assert.deepEqual([a.statusCode, b.statusCode], [201, 201]);
      assert.deepEqual(a.json(), b.json());
      assert.equal(await rows(comentarios, eq(comentarios.contenido, 'A la vez')), 1);
    });

    test('the same key with another body or path is a Spanish 422; a malformed key a 400', async () => {
      const key = randomUUID();
      await comment(key, 'Original');
      assertError(await comment(key, 'Otro texto'), 422, API_MSG.idempotenciaDistinta);
      const elsewhere = await inject(t.app, { method: 'DELETE', url: '/api/comentarios/999999', headers: { ...member.headers, [IDEMPOTENCY_HEADER]: key } });
      assertError(elsewhere, 422, API_MSG.idempotenciaDistinta);
      assertError(await comment('con espacios'), 400, API_MSG.idempotenciaInvalida);
      // Keys belong to their owner: another member's same key is another request.
      const otherOwner = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: { ...admin.headers, [IDEMPOTENCY_HEADER]: key }, payload: { contenido: 'Admin', publicacionId } });
      assert.equal(otherOwner.statusCode, 201);
    });

    test('a dump holds no plain hash of a request: the fingerprint is keyed under the data key', async () => {
      const payload = { ci: '6234567', fechaNacimiento: `${Number(hoyEnBolivia().slice(0, 4)) - 20}-02-03`, departamento: 'La Paz', celular: '76234567', consentimiento: true };
      const created = await inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: { ...member.headers, [IDEMPOTENCY_HEADER]: randomUUID() }, payload });
      assert.equal(created.statusCode, 201, created.body);
      // What an unkeyed fingerprint hashes: the body as sent or as validated, alone or after the method and path.
      const bodies = [JSON.stringify(payload), JSON.stringify(afiliacionInputSchema.parse(payload))];
      const plainHashes = bodies.flatMap((body) => [body, `POST /api/afiliaciones\n${body}`]).map((text) => createHash('sha256').update(text).digest('hex'));
      const rows = await allRowsAsText(t);
      const dump = (await databaseDump(t)).toString('latin1');
      for (const hash of plainHashes) {
        assert.ok(!rows.includes(hash), 'a plain SHA-256 of the request in the table contents');
        assert.ok(!dump.includes(hash), `a plain SHA-256 of the request in the ${backend} dump`);
      }
    });

    test('without the header every request is a new write, as before', async () => {
      await comment(undefined, 'Sin clave');
      await comment(undefined, 'Sin clave');
      assert.equal(await rows(comentarios, eq(comentarios.contenido, 'Sin clave')), 2);
    });

    test('a retried vote replays the 200 instead of a false "ya has votado"', async () => {
      const survey = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'E', opciones: ['a', 'b'] } })).json();
      const key = randomUUID();
      const vote = () => inject(t.app, { method: 'POST', url: `/api/encuestas/${survey.id}/votar/a`, headers: { ...member.headers, [IDEMPOTENCY_HEADER]: key } });
      const first = await vote();
      const retry = await vote();
      assert.deepEqual([first.statusCode, retry.statusCode], [200, 200]);
      assert.deepEqual(retry.json(), first.json());
      assert.equal(await rows(votos, eq(votos.encuestaId, survey.id)), 1);
    });

    test('a retried registration creates one account; the retry proves nothing and gets no session', async () => {
      const csrf = await visitor(t.app);
      const form = await multipart({ nombre: 'Reintento', email: 'reintento@test.local', password: 'secreto-1', aceptaTerminos: 'true', imagen: await pngBlob() });
      const key = randomUUID();
      const register = () => inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...csrf, ...form.headers, [IDEMPOTENCY_HEADER]: key }, payload: form.payload });
      const first = await register();
      assert.equal(first.statusCode, 201, first.body);
      const retry = await register();
      assertError(retry, 409, MSG.emailEnUso);
      assert.equal(retry.headers['idempotent-replayed'], undefined);
      assert.equal(retry.cookies.find((c) => c.name === SESSION_COOKIE), undefined);
      assert.equal(await rows(users, eq(users.email, 'reintento@test.local')), 1);
    });

    test('a retried multipart upload stores one image', async () => {
      const form = await multipart({ titulo: 'Subida', file: await pngBlob() });
      const key = randomUUID();
      const upload = () => inject(t.app, { method: 'POST', url: '/api/imagenes', headers: { ...admin.headers, ...form.headers, [IDEMPOTENCY_HEADER]: key }, payload: form.payload });
      const first = await upload();
      const retry = await upload();
      assert.deepEqual([first.statusCode, retry.statusCode], [201, 201], first.body);
      assert.deepEqual(retry.json(), first.json());
      assert.equal(await rows(imagenes, eq(imagenes.titulo, 'Subida')), 1);
    });
  });

  describe(`a replayed sign-in (${backend})`, () => {
    let t: TestApp;
    let n = 0;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    const newMember = async () => {
      n += 1;
      const email = `repeticion${n}@test.local`;
      await createTestUser(t.db, { email, password: 'clave-vieja-1' });
      return email;
    };
    /** A browser's sign-in with one Idempotency-Key, sent again as a client's retry would send it. */
    const signIn = async (email: string, password = 'clave-vieja-1') => {
      const headers = { ...(await visitor(t.app)), [IDEMPOTENCY_HEADER]: randomUUID() };
      const send = (payload = { email, password }) => inject(t.app, { method: 'POST', url: '/api/auth/login', headers, payload });
      const first = await send();
      assert.equal(first.statusCode, 200, first.body);
      return { first, send };
    };
    const sessionOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const signedInHeaders = (response: LightMyRequestResponse) => {
      const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
      return { cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`, [CSRF_HEADER]: cookies[CSRF_COOKIE]! };
    };

    test('after a password change the replay is refused: it proves the old password again', async () => {
      const email = await newMember();
      const { first, send } = await signIn(email);
      const changed = await inject(t.app, {
        method: 'POST',
        url: '/api/account/password',
        headers: signedInHeaders(first),
        payload: { currentPassword: 'clave-vieja-1', password: 'clave-nueva-1', confirmPassword: 'clave-nueva-1' },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const replay = await send();
      assertError(replay, 401, MSG.credencialesInvalidas);
      assert.equal(sessionOf(replay), undefined);
    });

    test('after a password reset the replay is refused', async () => {
      const email = await newMember();
      const { send } = await signIn(email);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const token = randomUUID();
      await t.app.passwordResetsRepository.create(user!.id, hashToken(token), new Date(Date.now() + 60_000));
      const reset = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/password/reset',
        headers: await visitor(t.app),
        payload: { token, password: 'clave-nueva-1', confirmPassword: 'clave-nueva-1' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assertError(await send(), 401, MSG.credencialesInvalidas);
    });

    test('after the account is deleted the replay is a Spanish 401, not a 500', async () => {
      const email = await newMember();
      const { first, send } = await signIn(email);
      const deleted = await inject(t.app, { method: 'POST', url: '/api/account/delete', headers: signedInHeaders(first), payload: { password: 'clave-vieja-1' } });
      assert.equal(deleted.statusCode, 200, deleted.body);
      const replay = await send();
      assertError(replay, 401, MSG.credencialesInvalidas);
      assert.equal(sessionOf(replay), undefined);
    });

    test('after a logout the replay is a new sign-in that checks the password, never a stored answer', async () => {
      const email = await newMember();
      const { first, send } = await signIn(email);
      assert.equal((await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: signedInHeaders(first) })).statusCode, 200);
      const replay = await send();
      assert.equal(replay.statusCode, 200, replay.body);
      assert.equal(replay.headers['idempotent-replayed'], undefined);
      assert.notEqual(sessionOf(replay), sessionOf(first));
      // Same key, wrong password: refused, whatever the key answered before.
      assertError(await send({ email, password: 'otra-clave-1' }), 401, MSG.credencialesInvalidas);
    });

    test('a multipart registration replayed with other credentials signs no one in', async () => {
      const headers = { ...(await visitor(t.app)), [IDEMPOTENCY_HEADER]: randomUUID() };
      const register = async (fields: Record<string, string>) => {
        const form = await multipart({ ...fields, aceptaTerminos: 'true' });
        return inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...headers, ...form.headers }, payload: form.payload });
      };
      const first = await register({ nombre: 'Primera', email: 'primera@test.local', password: 'secreto-1' });
      assert.equal(first.statusCode, 201, first.body);
      const other = await register({ nombre: 'Otra', email: 'admin@test.local', password: 'cualquiera-1' });
      assertError(other, 409, MSG.emailEnUso);
      assert.equal(sessionOf(other), undefined);
    });

    test('a stored answer of another route is refused for a multipart body with other fields (422)', async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      const headers = { ...admin.headers, [IDEMPOTENCY_HEADER]: randomUUID() };
      const upload = async (titulo: string) => {
        const form = await multipart({ titulo, file: await pngBlob() });
        return inject(t.app, { method: 'POST', url: '/api/imagenes', headers: { ...headers, ...form.headers }, payload: form.payload });
      };
      assert.equal((await upload('Primera')).statusCode, 201);
      assertError(await upload('Segunda'), 422, API_MSG.idempotenciaDistinta);
    });

    test('a password change, a reset, closing the other sessions and a deletion void the user\'s stored answers', async () => {
      const email = await newMember();
      const { first } = await signIn(email);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const stored = async () => (await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.owner, ownerOf(user!.id))))[0]!.n;
      // A real answer is stored under the user's owner; the later ones are put there directly.
      const answer = await inject(t.app, { method: 'DELETE', url: '/api/account/sessions/999999', headers: { ...signedInHeaders(first), [IDEMPOTENCY_HEADER]: randomUUID() } });
      assertError(answer, 404);
      assert.equal(await stored(), 1);
      const keep = async () => {
        await t.db.insert(idempotencyKeys).values({ owner: ownerOf(user!.id), key: randomUUID(), fingerprint: 'f' });
        assert.equal(await stored(), 1);
      };
      assert.equal((await inject(t.app, { method: 'DELETE', url: '/api/account/sessions', headers: signedInHeaders(first) })).statusCode, 200);
      assert.equal(await stored(), 0);
      await keep();
      await t.app.accountsRepository.changePassword(user!.id, 'hash', 0);
      assert.equal(await stored(), 0);
      await keep();
      const token = randomUUID();
      await t.app.passwordResetsRepository.create(user!.id, hashToken(token), new Date(Date.now() + 60_000));
      assert.equal(await t.app.passwordResetsRepository.consume(hashToken(token), 'hash'), true);
      assert.equal(await stored(), 0);
      await keep();
      await t.app.accountsRepository.delete(user!.id);
      assert.equal(await stored(), 0);
    });
  });
}
