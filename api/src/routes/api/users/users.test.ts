import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@plataforma/contracts';
import { users } from '../../../db/schema';
import {
  ADMIN,
  assertError,
  backends,
  buildAppWithSessions,
  createTestUser,
  inject,
  injectMultipart,
  login,
  MEMBER,
  multipart,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';


for (const backend of backends()) {
  describe(`users (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const create = (fields: Record<string, string | Blob>, headers = admin.headers) =>
      injectMultipart(t.app, { method: 'POST', url: '/api/users', fields, headers });
    const setRole = (id: number | string, payload: unknown, headers = admin.headers) =>
      inject(t.app, { method: 'PATCH', url: `/api/users/${id}/role`, headers, payload: payload as object });

    test('every admin endpoint: 401 for a visitor, 403 for a member', async () => {
      const csrf = await visitor(t.app);
      const form = await multipart({ nombre: 'X', email: 'x@test.local', password: 'secreto1' });
      const endpoints = [
        { method: 'POST' as const, url: '/api/users', payload: form.payload, extra: form.headers },
        { method: 'GET' as const, url: '/api/users' },
        { method: 'GET' as const, url: '/api/users/all' },
        { method: 'GET' as const, url: `/api/users/${member.user.id}` },
        { method: 'PATCH' as const, url: `/api/users/${member.user.id}/role`, payload: { rol: 'admin' } },
        { method: 'GET' as const, url: '/api/stats' },
      ];
      for (const { method, url, payload, extra } of endpoints) {
        const asVisitor = await inject(t.app, { method, url, headers: { ...csrf, ...extra }, payload });
        assertError(asVisitor, 401, MSG.noAutenticado);
        const asMember = await inject(t.app, { method, url, headers: { ...member.headers, ...extra }, payload });
        assertError(asMember, 403, MSG.sinPermiso);
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      assert.equal(row!.rol, 'usuario');
    });

    test('POST /users creates a user (201) with an optional photo', async () => {
      const plain = await create({ nombre: 'Beto', email: 'Beto@Test.local', password: 'secreto1' });
      assert.equal(plain.statusCode, 201, plain.body);
      assert.deepEqual(
        (({ nombre, email, rol, ubicacion, imagen }) => ({ nombre, email, rol, ubicacion, imagen }))(plain.json()),
        { nombre: 'Beto', email: 'beto@test.local', rol: 'usuario', ubicacion: '', imagen: '' },
      );
      const withPhoto = await create({ nombre: 'Caro', email: 'caro@test.local', password: 'secreto1', ubicacion: 'Sucre', imagen: await pngBlob() });
      assert.equal(withPhoto.statusCode, 201, withPhoto.body);
      assert.match(withPhoto.json().imagen, /^usuarios\//);
      // The admin's own session is untouched by creating someone else.
      const profile = await inject(t.app, { method: 'GET', url: '/api/auth/profile', headers: admin.headers });
      assert.equal(profile.json().email, ADMIN.email);
    });

    test('POST /users: missing fields 400, duplicate email 409, JSON 415', async () => {
      assertError(await create({ nombre: 'Sin clave', email: 'sc@test.local' }), 400, MSG.faltanCamposUsuario);
      assertError(await create({ email: 'sn@test.local', password: 'secreto1' }), 400, MSG.faltanCamposUsuario);
      assertError(await create({ nombre: 'Dup', email: 'BETO@test.local', password: 'secreto1' }), 409, MSG.emailEnUso);
      const json = await inject(t.app, {
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: { nombre: 'J', email: 'j@test.local', password: 'secreto1' },
      });
      assertError(json, 415);
    });

    test('GET /users pages newest first, searches nombre/email case-insensitively and filters by rol', async () => {
      for (let i = 1; i <= 12; i++) {
        await createTestUser(t.db, { nombre: `Paginado ${i}`, email: `pag${i}@test.local`, password: 'secreto1' });
      }
      const first = await inject(t.app, { method: 'GET', url: '/api/users', headers: admin.headers });
      assert.equal(first.statusCode, 200);
      const page1 = first.json();
      assert.equal(page1.limit, 10);
      assert.equal(page1.page, 1);
      assert.equal(page1.users.length, 10);
      assert.equal(page1.total, 16);
      assert.equal(page1.totalPages, 2);
      assert.equal(page1.hasNext, true);
      assert.equal(page1.hasPrev, false);
      assert.equal(page1.users[0].nombre, 'Paginado 12');

      const page2 = (await inject(t.app, { method: 'GET', url: '/api/users?page=2', headers: admin.headers })).json();
      assert.equal(page2.users.length, 6);
      assert.equal(page2.hasNext, false);
      assert.equal(page2.hasPrev, true);

      const search = (await inject(t.app, { method: 'GET', url: '/api/users?search=PAGINADO%201', headers: admin.headers })).json();
      assert.deepEqual(search.users.map((u: { nombre: string }) => u.nombre).sort(), ['Paginado 1', 'Paginado 10', 'Paginado 11', 'Paginado 12']);
      const byEmail = (await inject(t.app, { method: 'GET', url: '/api/users?search=CARO@', headers: admin.headers })).json();
      assert.equal(byEmail.total, 1);
      const wildcard = (await inject(t.app, { method: 'GET', url: '/api/users?search=%25', headers: admin.headers })).json();
      assert.equal(wildcard.total, 0);

      const admins = (await inject(t.app, { method: 'GET', url: '/api/users?rol=admin', headers: admin.headers })).json();
      assert.deepEqual(admins.users.map((u: { email: string }) => u.email), [ADMIN.email]);
      const beyond = (await inject(t.app, { method: 'GET', url: '/api/users?page=9', headers: admin.headers })).json();
      assert.deepEqual(beyond.users, []);
    });

    test('GET /users rejects a bad query with 400', async () => {
      for (const query of ['rol=jefe', 'page=0', 'page=abc', 'limit=1000', 'limit=-1', `search=${'a'.repeat(500)}`]) {
        assertError(await inject(t.app, { method: 'GET', url: `/api/users?${query}`, headers: admin.headers }), 400);
      }
    });

    test('GET /users/all lists every user without pagination', async () => {
      const response = await inject(t.app, { method: 'GET', url: '/api/users/all', headers: admin.headers });
      assert.equal(response.statusCode, 200);
      const all = response.json();
      assert.ok(Array.isArray(all));
      assert.equal(all.length, 16);
    });

    test('GET /users/:id: the user, 404 with its id, 400 for a bad id', async () => {
      const found = await inject(t.app, { method: 'GET', url: `/api/users/${member.user.id}`, headers: admin.headers });
      assert.equal(found.json().email, MEMBER.email);
      assertError(await inject(t.app, { method: 'GET', url: '/api/users/999999', headers: admin.headers }), 404, MSG.usuarioNoEncontrado(999999));
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        assertError(await inject(t.app, { method: 'GET', url: `/api/users/${id}`, headers: admin.headers }), 400, MSG.idInvalido);
      }
      // A NUL byte gets the one answer of every text a request carries.
      assertError(await inject(t.app, { method: 'GET', url: '/api/users/%00', headers: admin.headers }), 400, MSG.caracterNoPermitido);
    });

    test('PATCH /users/:id/role changes the rol; bad rol, body or id is a 400', async () => {
      const promoted = await setRole(member.user.id, { rol: 'moderador' });
      assert.equal(promoted.statusCode, 200, promoted.body);
      assert.equal(promoted.json().rol, 'moderador');
      assert.equal((await setRole(member.user.id, { rol: 'usuario' })).json().rol, 'usuario');

      assertError(await setRole(member.user.id, {}), 400, MSG.rolInvalido);
      assertError(await setRole(member.user.id, { rol: 'jefe' }), 400, MSG.rolInvalido);
      assertError(await setRole(member.user.id, { rol: 7 }), 400, MSG.rolInvalido);
      for (const body of ['null', '[]', '7', '"admin"']) {
        const response = await inject(t.app, {
          method: 'PATCH',
          url: `/api/users/${member.user.id}/role`,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: body,
        });
        assertError(response, 400, MSG.solicitudInvalida);
      }
      assertError(await setRole('abc', { rol: 'admin' }), 400, MSG.idInvalido);
      assertError(await setRole(424242, { rol: 'admin' }), 404, MSG.usuarioNoEncontrado(424242));
    });

    test('an admin cannot demote themself (400) and the last admin cannot be demoted (409)', async () => {
      assertError(await setRole(admin.user.id, { rol: 'usuario' }), 400, MSG.autoDegradacion);
      assert.equal((await setRole(admin.user.id, { rol: 'admin' })).statusCode, 200);

      // A second admin tries to demote the first while only the two exist, then the last one.
      const second = await createTestUser(t.db, { nombre: 'Segunda', email: 'segunda@test.local', password: 'secreto1', rol: 'admin' });
      const secondSession = await login(t.app, 'segunda@test.local', 'secreto1');
      assert.equal((await setRole(admin.user.id, { rol: 'moderador' }, secondSession.headers)).statusCode, 200);
      // The demoted first admin has lost access at once.
      assertError(await setRole(second.id, { rol: 'usuario' }), 403, MSG.sinPermiso);
      // Two admins demote each other at the same time, several times over: exactly one admin always
      // remains. The loser is refused by the admin-row lock (409) or, when the winner committed
      // before its session was read, as a non-admin (403).
      let lockRefusals = 0;
      for (let round = 0; round < 5; round++) {
        await t.db.update(users).set({ rol: 'admin' }).where(eq(users.id, admin.user.id));
        await t.db.update(users).set({ rol: 'admin' }).where(eq(users.id, second.id));
        const [a, b] = await Promise.all([
          setRole(second.id, { rol: 'usuario' }),
          setRole(admin.user.id, { rol: 'usuario' }, secondSession.headers),
        ]);
        const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
        assert.equal(winner.statusCode, 200, `${a.body} ${b.body}`);
        if (loser.statusCode === 409) {
          assertError(loser, 409, MSG.ultimoAdmin);
          lockRefusals++;
        }
        else assertError(loser, 403, MSG.sinPermiso);
        const remaining = await t.db.select().from(users).where(eq(users.rol, 'admin'));
        assert.equal(remaining.length, 1);
      }
      assert.ok(lockRefusals > 0, 'the last-admin rule was never exercised');
      // With a single admin left, demoting them (by themself or anyone) is impossible.
      const [last] = await t.db.select().from(users).where(eq(users.rol, 'admin'));
      const lastSession = last!.id === admin.user.id ? admin : secondSession;
      assertError(await setRole(last!.id, { rol: 'usuario' }, lastSession.headers), 400, MSG.autoDegradacion);
    });
  });
}
