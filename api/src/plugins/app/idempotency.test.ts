import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, SESSION_COOKIE } from '@plataforma/contracts';
import { comentarios, imagenes, publicaciones, users, votos } from '../../db/schema';
import { API_MSG } from '../../errors';
import { assertError, backends, buildAppWithSessions, inject, multipart, pngBlob, visitor, type Session, type TestApp } from '../../test/helper';

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

    test('a retried registration creates one account and signs the retry in too', async () => {
      const csrf = await visitor(t.app);
      const form = await multipart({ nombre: 'Reintento', email: 'reintento@test.local', password: 'secreto-1', imagen: await pngBlob() });
      const key = randomUUID();
      const register = () => inject(t.app, { method: 'POST', url: '/api/auth/register', headers: { ...csrf, ...form.headers, [IDEMPOTENCY_HEADER]: key }, payload: form.payload });
      const first = await register();
      const retry = await register();
      assert.deepEqual([first.statusCode, retry.statusCode], [201, 201], retry.body);
      assert.deepEqual(retry.json(), first.json());
      assert.equal(await rows(users, eq(users.email, 'reintento@test.local')), 1);
      const session = retry.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });
      assert.equal(profile.json().email, 'reintento@test.local');
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
}
