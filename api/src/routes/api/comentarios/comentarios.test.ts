import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { comentarios, publicaciones } from '../../../db/schema';
import { ADMIN, assertError, backends, buildTestApp, createTestUser, inject, login, visitor, type Session, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`comentarios (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let ana: Session;
    let beto: Session;
    let publicacionId: number;
    before(async () => {
      t = await buildTestApp(backend);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      await createTestUser(t.db, { nombre: 'Ana', email: 'ana@test.local', password: 'ana-secreto' });
      await createTestUser(t.db, { nombre: 'Beto', email: 'beto@test.local', password: 'beto-secreto' });
      ana = await login(t.app, 'ana@test.local', 'ana-secreto');
      beto = await login(t.app, 'beto@test.local', 'beto-secreto');
      const [row] = await t.db.insert(publicaciones).values({ titulo: 'Hilo', contenido: 'x' }).returning();
      publicacionId = row!.id;
    });
    after(() => t.close());

    const comment = (session: Session, payload: Record<string, unknown>) =>
      inject(t.app, { method: 'POST', url: '/api/comentarios', headers: session.headers, payload });

    test('a member comments: trimmed, the author from the session (never the body), with usuario {id, nombre}', async () => {
      const response = await comment(ana, { contenido: '  ¡Qué bien!  ', publicacionId, userId: beto.user.id, usuario: { id: beto.user.id } });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json();
      assert.equal(body.contenido, '¡Qué bien!');
      assert.equal(body.publicacionId, publicacionId);
      assert.deepEqual(body.usuario, { id: ana.user.id, nombre: 'Ana' });
      assert.deepEqual(Object.keys(body).sort(), ['contenido', 'creadoEn', 'editadoEn', 'id', 'oculto', 'publicacionId', 'usuario']);
      assert.equal(body.editadoEn, null);
    });

    test('blank text, bad publication ids and a missing publication are refused in Spanish', async () => {
      assertError(await comment(ana, { contenido: '   ', publicacionId }), 400, MSG.comentarioVacio);
      assertError(await comment(ana, { publicacionId }), 400, MSG.comentarioVacio);
      assertError(await comment(ana, { contenido: 'Hola' }), 400, MSG.idInvalido);
      assertError(await comment(ana, { contenido: 'Hola', publicacionId: '1; DROP' }), 400, MSG.idInvalido);
      assertError(await comment(ana, { contenido: 'Hola', publicacionId: 1.5 }), 400, MSG.idInvalido);
      assertError(await comment(ana, { contenido: 'Hola', publicacionId: 999999 }), 404, MSG.noEncontrado);
    });

    test('a comment takes up to 1000 characters; one more is refused in Spanish', async () => {
      assert.equal((await comment(ana, { contenido: 'a'.repeat(1000), publicacionId })).statusCode, 201);
      assertError(await comment(ana, { contenido: 'a'.repeat(1001), publicacionId }), 400, 'El campo comentario no puede tener más de 1000 caracteres.');
    });

    test('a visitor cannot comment nor delete (401)', async () => {
      const headers = await visitor(t.app);
      assertError(await inject(t.app, { method: 'POST', url: '/api/comentarios', headers, payload: { contenido: 'x', publicacionId } }), 401, MSG.noAutenticado);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/comentarios/1', headers }), 401, MSG.noAutenticado);
    });

    test('the comments of a publication, oldest first; 404 and 400 for missing or bad ids', async () => {
      await t.db.delete(comentarios);
      await comment(ana, { contenido: 'primero', publicacionId });
      await comment(beto, { contenido: 'segundo', publicacionId });
      const [otra] = await t.db.insert(publicaciones).values({ titulo: 'Otra', contenido: 'y' }).returning();
      await comment(beto, { contenido: 'en otra', publicacionId: otra!.id });

      const list = (await inject(t.app, { method: 'GET', url: `/api/comentarios/publicacion/${publicacionId}` })).json();
      assert.deepEqual(
        list.map((c: { contenido: string; usuario: { nombre: string } }) => [c.contenido, c.usuario.nombre]),
        [['primero', 'Ana'], ['segundo', 'Beto']],
      );
      assert.deepEqual((await inject(t.app, { method: 'GET', url: `/api/comentarios/publicacion/${otra!.id}` })).json().length, 1);
      assertError(await inject(t.app, { method: 'GET', url: '/api/comentarios/publicacion/999999' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/comentarios/publicacion/x' }), 400, MSG.idInvalido);

      const page = (await inject(t.app, { method: 'GET', url: '/api/comentarios?page=1&limit=2' })).json();
      assert.deepEqual(page.data.map((c: { contenido: string }) => c.contenido), ['en otra', 'segundo']);
      assert.deepEqual([page.total, page.totalPages, page.hasNext, page.hasPrev], [3, 2, true, false]);
      assertError(await inject(t.app, { method: 'GET', url: '/api/comentarios?limit=1000' }), 400);
    });

    test('its author edits a comment (trimmed, marked editadoEn); another member or an admin gets 403', async () => {
      const { id } = (await comment(ana, { contenido: 'Primera versión', publicacionId })).json();
      const edit = (session: Session, payload: Record<string, unknown>, target = id) =>
        inject(t.app, { method: 'PUT', url: `/api/comentarios/${target}`, headers: session.headers, payload });

      const edited = await edit(ana, { contenido: '  Segunda versión  ' });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal(edited.json().contenido, 'Segunda versión');
      assert.ok(!Number.isNaN(Date.parse(edited.json().editadoEn)));
      assert.deepEqual(edited.json().usuario, { id: ana.user.id, nombre: 'Ana' });

      assertError(await edit(beto, { contenido: 'Ajeno' }), 403, MSG.sinPermiso);
      assertError(await edit(admin, { contenido: 'Moderado' }), 403, MSG.sinPermiso);
      assertError(await edit(ana, { contenido: '   ' }), 400, MSG.comentarioVacio);
      assertError(await edit(ana, { contenido: 'a'.repeat(1001) }), 400, 'El campo comentario no puede tener más de 1000 caracteres.');
      assertError(await edit(ana, { contenido: 'Nada' }, 999999), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'PUT', url: `/api/comentarios/${id}`, headers: await visitor(t.app), payload: { contenido: 'x' } }), 401, MSG.noAutenticado);

      const listed = (await inject(t.app, { method: 'GET', url: `/api/comentarios/publicacion/${publicacionId}` })).json();
      const shown = listed.find((c: { id: number }) => c.id === id);
      assert.equal(shown.contenido, 'Segunda versión');
      assert.equal(shown.editadoEn, edited.json().editadoEn);
    });

    test('the author or an admin deletes a comment; another member gets 403', async () => {
      const mine = (await comment(ana, { contenido: 'mío', publicacionId })).json();
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/comentarios/${mine.id}`, headers: beto.headers }), 403, MSG.sinPermiso);
      const byAuthor = await inject(t.app, { method: 'DELETE', url: `/api/comentarios/${mine.id}`, headers: ana.headers });
      assert.equal(byAuthor.statusCode, 200);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/comentarios/${mine.id}`, headers: ana.headers }), 404, MSG.noEncontrado);

      const other = (await comment(beto, { contenido: 'de Beto', publicacionId })).json();
      const byAdmin = await inject(t.app, { method: 'DELETE', url: `/api/comentarios/${other.id}`, headers: admin.headers });
      assert.equal(byAdmin.statusCode, 200);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/comentarios/abc', headers: admin.headers }), 400, MSG.idInvalido);
    });
  });
}
