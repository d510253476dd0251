import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@plataforma/contracts';
import { comentarios, publicaciones } from '../../../db/schema';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, inject, login, visitor, type Session, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`publicaciones (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => {
      t = await buildTestApp(backend);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      await createTestUser(t.db, { email: 'miembro@test.local', password: 'miembro-secreto' });
      member = await login(t.app, 'miembro@test.local', 'miembro-secreto');
    });
    after(() => t.close());

    const create = (headers: Record<string, string>, payload: unknown) =>
      inject(t.app, { method: 'POST', url: '/api/publicaciones', headers, payload: payload as Record<string, unknown> });

    test('an admin creates a publication, trimmed; the answer is the publication', async () => {
      const response = await create(admin.headers, { titulo: '  Campamento  ', contenido: ' Nos vamos al lago. ' });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json();
      assert.deepEqual({ titulo: body.titulo, contenido: body.contenido }, { titulo: 'Campamento', contenido: 'Nos vamos al lago.' });
      assert.deepEqual(Object.keys(body).sort(), ['contenido', 'creadoEn', 'id', 'titulo']);
      assert.ok(!Number.isNaN(Date.parse(body.creadoEn)));
    });

    test('blank or missing fields and bad bodies are a Spanish 400', async () => {
      assertError(await create(admin.headers, { titulo: '   ', contenido: 'Algo' }), 400, MSG.camposObligatorios);
      assertError(await create(admin.headers, { titulo: 'Algo' }), 400, MSG.camposObligatorios);
      assertError(await create(admin.headers, { titulo: 5, contenido: 'x' }), 400, MSG.camposObligatorios);
      assertError(await create(admin.headers, [1, 2]), 400);
      assertError(
        await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{"titulo":' }),
        400,
      );
    });

    test('visitors get 401 and members 403 on create and delete, before validation', async () => {
      assertError(await create(await visitor(t.app), {}), 401, MSG.noAutenticado);
      assertError(await create(member.headers, {}), 403, MSG.sinPermiso);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/publicaciones/1', headers: await visitor(t.app) }), 401, MSG.noAutenticado);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/publicaciones/1', headers: member.headers }), 403, MSG.sinPermiso);
    });

    test('the paginated list, /all and /:id, newest first', async () => {
      await t.db.delete(publicaciones);
      for (let i = 1; i <= 3; i++) {
        await t.db.insert(publicaciones).values({ titulo: `P${i}`, contenido: 'c', creadoEn: new Date(`2026-01-0${i}T00:00:00Z`) });
      }
      const page1 = (await inject(t.app, { method: 'GET', url: '/api/publicaciones?page=1&limit=2' })).json();
      assert.deepEqual(page1.data.map((p: { titulo: string }) => p.titulo), ['P3', 'P2']);
      assert.deepEqual({ ...page1, data: undefined }, { data: undefined, total: 3, page: 1, limit: 2, totalPages: 2, hasNext: true, hasPrev: false });
      const page2 = (await inject(t.app, { method: 'GET', url: '/api/publicaciones?page=2&limit=2' })).json();
      assert.deepEqual(page2.data.map((p: { titulo: string }) => p.titulo), ['P1']);
      assert.equal(page2.hasPrev, true);
      assertError(await inject(t.app, { method: 'GET', url: '/api/publicaciones?page=0' }), 400);

      const all = (await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' })).json();
      assert.deepEqual(all.map((p: { titulo: string }) => p.titulo), ['P3', 'P2', 'P1']);
      const one = await inject(t.app, { method: 'GET', url: `/api/publicaciones/${all[1].id}` });
      assert.equal(one.json().titulo, 'P2');
      assertError(await inject(t.app, { method: 'GET', url: '/api/publicaciones/999999' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/publicaciones/abc' }), 400, MSG.idInvalido);
    });

    test('deleting a publication deletes its comments; a second delete is a 404', async () => {
      const publicacion = (await create(admin.headers, { titulo: 'Con comentarios', contenido: 'x' })).json();
      const comment = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: member.headers, payload: { contenido: 'Hola', publicacionId: publicacion.id } });
      assert.equal(comment.statusCode, 201, comment.body);

      const deleted = await inject(t.app, { method: 'DELETE', url: `/api/publicaciones/${publicacion.id}`, headers: admin.headers });
      assert.equal(deleted.statusCode, 200);
      assert.equal(typeof deleted.json().message, 'string');
      assert.equal((await t.db.select().from(comentarios).where(eq(comentarios.publicacionId, publicacion.id))).length, 0);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/publicaciones/${publicacion.id}`, headers: admin.headers }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/publicaciones/0', headers: admin.headers }), 400, MSG.idInvalido);
    });
  });
}
