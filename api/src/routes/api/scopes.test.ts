import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { CORREO_MSG, MSG, PARTICIPATION_MSG } from '@plataforma/contracts';
import { users } from '../../db/schema';
import { assertError, backends, buildTestApp, createTestUser, login, MEMBER, visitor, type Session, type TestApp } from '../../test/helper';

const BLOCKED = { nombre: 'Miembro Bloqueado', email: 'bloqueado@test.bo', password: 'Bloqueado123!' };
const UNCONFIRMED = { nombre: 'Sin Confirmar', email: 'sin-confirmar@test.bo', password: 'Confirmar123!', confirmado: false };

/**
 * Every route the app registers, seen by an `onRoute` hook (no hand-written list), must live in a
 * scope: `scope(access, routes)` (plugins/app/scopes.ts) stamps `config.access` on each route it
 * registers: 'public' (kept for visitors), 'open' (for everyone, never kept), 'member', 'participant' (a member a
 * moderator has not blocked) or 'admin'. A route registered outside any scope has no `access`
 * and fails the first test; a route in the wrong scope fails the guard tests.
 */
for (const backend of backends()) {
  describe(`scopes (${backend})`, () => {
    let t: TestApp;
    let member: Session;
    let blocked: Session;
    let unconfirmed: Session;
    let csrf: Record<string, string>;
    const routes: RouteOptions[] = [];

    before(async () => {
      t = await buildTestApp(backend, {}, { onRoute: (route) => routes.push(route) });
      await createTestUser(t.db, MEMBER);
      member = await login(t.app, MEMBER.email, MEMBER.password);
      const { id: blockedId } = await createTestUser(t.db, BLOCKED);
      await t.db.update(users).set({ bloqueadoEn: new Date() }).where(eq(users.id, blockedId));
      blocked = await login(t.app, BLOCKED.email, BLOCKED.password);
      await createTestUser(t.db, UNCONFIRMED);
      unconfirmed = await login(t.app, UNCONFIRMED.email, UNCONFIRMED.password);
      csrf = await visitor(t.app);
    });
    after(() => t.close());

    /** One request per route and method; HEAD routes are Fastify's copies of the GETs. */
    const requests = (access: string) =>
      routes
        .filter((route) => route.config?.access === access)
        .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url })));

    /** A concrete URL for a route pattern; the guard answers before the parameters are even validated. */
    const concrete = (url: string) => url.replace(/:[a-z]+/gi, '1').replace('*', 'x');

    test('every registered route is in a public, open, member, participant or admin scope', () => {
      assert.ok(routes.length > 30, `only ${routes.length} routes seen`);
      const unscoped = routes.filter((route) => !['public', 'open', 'member', 'participant', 'admin'].includes(route.config?.access as string));
      assert.deepEqual(unscoped.map((route) => `${route.method} ${route.url}`), []);
      // The scopes that matter are not empty: the guard tests below really test something.
      assert.ok(requests('admin').length >= 20);
      assert.ok(requests('member').length >= 3);
    });

    test('every admin route: 401 for a visitor, 403 for a member', async () => {
      for (const { method, url } of requests('admin')) {
        const request = { method: method as 'GET', url: concrete(url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} };
        assertError(await t.app.inject({ ...request, headers: csrf }), 401, MSG.noAutenticado);
        assertError(await t.app.inject({ ...request, headers: member.headers }), 403, MSG.sinPermiso);
      }
    });

    test('every member and participant route: 401 for a visitor', async () => {
      for (const { method, url } of [...requests('member'), ...requests('participant')]) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        assertError(await t.app.inject({ method: method as 'GET', url: concrete(url), headers: csrf, payload }), 401, MSG.noAutenticado);
      }
    });

    test('every participant route: 403 for a blocked member, who still reads and uses their account', async () => {
      assert.ok(requests('participant').length >= 3);
      for (const { method, url } of requests('participant')) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await t.app.inject({ method: method as 'GET', url: concrete(url), headers: blocked.headers, payload });
        assertError(response, 403, PARTICIPATION_MSG.cuentaBloqueada);
      }
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: blocked.headers })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/publicaciones?page=1', headers: blocked.headers })).statusCode, 200);
    });

    test('every participant route but the profile: 403 for a member whose email is unconfirmed, who still reads and signs in', async () => {
      const gated = requests('participant').filter(({ url }) => url !== '/api/account/profile');
      assert.deepEqual(gated.map(({ method, url }) => `${method} ${url}`).sort(), [
        'POST /api/afiliaciones/',
        'POST /api/comentarios/',
        'POST /api/comentarios/:id/reportes',
        'POST /api/encuestas/:id/votar/:opcion',
        'POST /api/eventos/:id/inscripcion',
        'PUT /api/comentarios/:id',
      ]);
      for (const { method, url } of gated) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        assertError(await t.app.inject({ method: method as 'GET', url: concrete(url), headers: unconfirmed.headers, payload }), 403, CORREO_MSG.confirmaTuCorreo);
      }
      // Their own profile (name, photo) they may set up; the body is read and validated.
      assertError(await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: unconfirmed.headers, payload: {} }), 415);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: unconfirmed.headers })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/publicaciones?page=1', headers: unconfirmed.headers })).statusCode, 200);
    });

    test('the admin and member routes are the ones the spec-notes protects', () => {
      const names = (access: string) => requests(access).map(({ method, url }) => `${method} ${url}`).sort();
      assert.deepEqual(names('member'), [
        // The member's own account.
        'DELETE /api/account/sessions',
        'DELETE /api/account/sessions/:id',
        'DELETE /api/comentarios/:id',
        // A blocked member may still free their place.
        'DELETE /api/eventos/:id/inscripcion',
        'GET /api/account/export',
        'GET /api/account/sessions',
        'GET /api/account/two-factor',
        // Membership: the member's own request.
        'GET /api/afiliaciones/mia',
        'GET /api/auth/profile',
        // The member's own choice in each survey ('Tu voto'): never in a survey's shared answer.
        'GET /api/encuestas/mis-votos',
        // 'Mis actividades': the member's own sign-ups.
        'GET /api/eventos/mias',
        'POST /api/account/delete',
        // An email change: the new address is confirmed by its link.
        'POST /api/account/email',
        'POST /api/account/password',
        'POST /api/account/two-factor/disable',
        'POST /api/account/two-factor/enable',
        'POST /api/account/two-factor/setup',
        // A new link while the email is unconfirmed.
        'POST /api/auth/correo/reenviar',
      ]);
      // Taking part: a moderator's block closes these, and only these: what others read of
      // the member (name, photo) and affiliation requests too.
      assert.deepEqual(names('participant'), [
        'PATCH /api/account/profile',
        'POST /api/afiliaciones/',
        'POST /api/comentarios/',
        'POST /api/comentarios/:id/reportes',
        'POST /api/encuestas/:id/votar/:opcion',
        'POST /api/eventos/:id/inscripcion',
        'PUT /api/comentarios/:id',
      ]);
      for (const route of names('admin')) assert.match(route, /^(POST|PUT|PATCH|DELETE) |^GET \/api\/(users|asistencias|stats|moderacion|auditoria|afiliaciones\/?$|afiliaciones\/export\.csv$|eventos\/:id\/inscripciones$|encuestas\/:id\/resultados$)/);
      // Moderation is the admins' alone.
      for (const route of [
        'DELETE /api/users/:id/bloqueo',
        'GET /api/moderacion/comentarios',
        'POST /api/moderacion/comentarios/:id/ocultar',
        'POST /api/moderacion/comentarios/:id/restaurar',
        'POST /api/users/:id/bloqueo',
      ]) {
        assert.ok(names('admin').includes(route), route);
      }
      assert.ok(names('admin').includes('GET /api/encuestas/:id/resultados'));
      // Live results are open to everyone (the handler applies the results rule: 401/403 before a vote, all
      // once closed), and a stream is never kept.
      assert.ok(names('open').includes('GET /api/encuestas/:id/eventos'));
      // Membership: reviews and the export are the admins'; a card's verification is public.
      for (const route of [
        'GET /api/afiliaciones/',
        'GET /api/afiliaciones/export.csv',
        'POST /api/afiliaciones/:id/aprobar',
        'POST /api/afiliaciones/:id/rechazar',
        'POST /api/afiliaciones/:id/revocar',
      ]) {
        assert.ok(names('admin').includes(route), route);
      }
      // A card's verification is open to everyone and never kept: a revoked card reads so at once.
      assert.ok(names('open').includes('GET /api/verificar/:code'));
      // What a visitor reads the same as every other visitor, and only that, is public (kept); what depends on
      // the request (sign-in, the session, CSRF, health) is open.
      for (const route of ['GET /api/noticias/', 'GET /api/encuestas/all', 'GET /api/eventos.ics', 'GET /noticias.rss', 'GET /sitemap.xml']) {
        assert.ok(names('public').includes(route), route);
      }
      for (const route of ['GET /api/auth/correo/confirmar', 'GET /api/auth/csrf', 'POST /api/auth/login', 'POST /api/auth/logout', 'GET /api/health', 'GET /api/ready', 'GET /media/*']) {
        assert.ok(names('open').includes(route), route);
      }
    });
  });
}
