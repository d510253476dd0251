import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../../app';
import { eq } from 'drizzle-orm';
import { AFILIACION_MSG, SESSION_COOKIE } from '@plataforma/contracts';
import { encuestas, eventos, noticias, publicaciones } from '../../../db/schema';
import { openEvents } from '../../../test/events';
import { ADMIN, assertError, backends, buildAppWithSessions, buildTestApp, createTestUser, freshPostgres, inject, login, MEMBER, visitor, type Session, type TestApp } from '../../../test/helper';
import { tcpProxy, waitFor } from '../../../test/processes';

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

for (const backend of backends()) {
  describe(`response cache: public API reads (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => {
      ({ t, admin, member } = await buildAppWithSessions(backend, { publicCache: true }));
    });
    after(() => t.close());

    const titles = async (headers: Record<string, string> = {}) =>
      (await inject(t.app, { method: 'GET', url: '/api/publicaciones/all', headers })).json().map((p: { titulo: string }) => p.titulo);

    test('a visitor read is shared (CDN headers, ETag/304) and emptied by a write through the API', async () => {
      const first = await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' });
      assert.match(String(first.headers['cache-control']), PUBLIC);
      assert.ok(first.headers.etag);
      assert.equal(first.headers['set-cookie'], undefined, 'a shared answer carries no cookie');
      const revalidated = await inject(t.app, { method: 'GET', url: '/api/publicaciones/all', headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);

      // Behind the API's back the cache still answers: proof that it is the cache answering.
      await t.db.insert(publicaciones).values({ titulo: 'Directa', contenido: 'sin pasar por la API' });
      assert.deepEqual(await titles(), []);
      const created = await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: admin.headers, payload: { titulo: 'Nueva', contenido: 'Contenido' } });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.headers['cache-control'], 'private, no-store');
      assert.deepEqual((await titles()).sort(), ['Directa', 'Nueva']);
    });

    test("a member's answers are private and never reach the shared cache", async () => {
      const survey = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'E', opciones: ['a', 'b'] } })).json();
      await inject(t.app, { method: 'POST', url: `/api/encuestas/${survey.id}/votar/a`, headers: member.headers });
      const mine = await inject(t.app, { method: 'GET', url: '/api/encuestas/all', headers: member.headers });
      assert.equal(mine.headers['cache-control'], 'private, no-store');
      assert.equal(mine.json()[0].yaVotaste, true);
      const visitor = await inject(t.app, { method: 'GET', url: '/api/encuestas/all' });
      assert.equal('yaVotaste' in visitor.json()[0], false);
      assert.equal('votos' in visitor.json()[0], false, "an open survey's results are not in a visitor's payload");
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/encuestas/all', headers: member.headers })).json()[0].yaVotaste, true);
      for (const url of ['/api/auth/profile', '/api/users', '/api/health', '/api/verificar/abc']) {
        const response = await inject(t.app, { method: 'GET', url, headers: admin.headers });
        assert.equal(response.headers['cache-control'], 'private, no-store', url);
      }
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/users' })).headers['cache-control'], 'private, no-store');
    });

    test('a session cookie in any spelling is a credential: a member\'s answers never reach visitors', async () => {
      const survey = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Credencial', opciones: ['a', 'b'] } })).json();
      assert.equal((await inject(t.app, { method: 'POST', url: `/api/encuestas/${survey.id}/votar/a`, headers: member.headers })).statusCode, 200);
      const afiliacion = { ci: '4999001', fechaNacimiento: '2004-03-02', departamento: 'Oruro', celular: '74999001', consentimiento: true };
      assert.equal((await inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: member.headers, payload: afiliacion })).statusCode, 201);
      const spellings = [`${SESSION_COOKIE} =${member.token}`, `${SESSION_COOKIE}=${member.token}; ${SESSION_COOKIE}=otra`, ` ${SESSION_COOKIE}=${member.token};x=1`];
      for (const cookie of spellings) {
        const mine = await inject(t.app, { method: 'GET', url: '/api/encuestas/all', headers: { cookie } });
        assert.equal(mine.headers['cache-control'], 'private, no-store', cookie);
        assert.equal(mine.json().find((e: { id: number }) => e.id === survey.id).yaVotaste, true, cookie);
        const card = await inject(t.app, { method: 'GET', url: '/api/afiliaciones/mia', headers: { cookie } });
        assert.equal(card.json().afiliacion.ci, '4999001', cookie);
      }
      // An unknown, expired or empty session is a credential too: its answer is not kept either.
      for (const cookie of [`${SESSION_COOKIE}=caducada`, `${SESSION_COOKIE}=`]) {
        assert.equal((await inject(t.app, { method: 'GET', url: '/api/encuestas/all', headers: { cookie } })).headers['cache-control'], 'private, no-store');
      }
      const visitorView = (await inject(t.app, { method: 'GET', url: '/api/encuestas/all' })).json().find((e: { id: number }) => e.id === survey.id);
      assert.deepEqual(['yaVotaste' in visitorView, 'votos' in visitorView], [false, false]);
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/afiliaciones/mia' })).statusCode, 401);
    });

    test('the key holds only the query parameters the route reads', async () => {
      const list = async (query: string) => (await inject(t.app, { method: 'GET', url: `/api/noticias?${query}` })).json().data.map((n: { titulo: string }) => n.titulo);
      const before = await list('page=1&r=1');
      await t.db.insert(noticias).values({ titulo: 'Por detrás', descripcion: 'sin la API', imagenUrl: 'x.webp', fecha: new Date() });
      assert.deepEqual(await list('r=2&page=1'), before, 'the same copy, whatever else the query says');
      assert.deepEqual(await list('page=1&limit=10'), await list('page=1&limit=10'));
      assert.notDeepEqual(await list('page=1&limit=11'), before, 'a parameter the route reads is part of the key');
    });

    test('only content writes make copies stale: signing in or out, a CSRF token or a report that hides nothing do not', async () => {
      const read = async () => (await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' })).json().length;
      const kept = await read();
      await t.db.insert(publicaciones).values({ titulo: 'Silenciosa', contenido: 'por detrás' });
      const session = await login(t.app, 'miembro@test.local', 'miembro-1');
      await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: session.headers });
      await inject(t.app, { method: 'POST', url: '/api/auth/logout', headers: await visitor(t.app) });
      await inject(t.app, { method: 'GET', url: '/api/auth/csrf' });
      assert.equal(await read(), kept, 'still the kept copy');
      const created = await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: admin.headers, payload: { titulo: 'Escrita', contenido: 'por la API' } });
      assert.equal(created.statusCode, 201);
      assert.equal(await read(), kept + 2);
    });

    test('a hidden comment leaves no copy behind, not even the last good one kept for an outage', async () => {
      const [publicacion] = await t.db.insert(publicaciones).values({ titulo: 'Con comentario', contenido: 'x' }).returning();
      const comment = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: member.headers, payload: { contenido: 'Un comentario que se ocultará', publicacionId: publicacion!.id } });
      assert.equal(comment.statusCode, 201, comment.body);
      const url = `/api/comentarios/publicacion/${publicacion!.id}`;
      assert.equal((await inject(t.app, { method: 'GET', url })).json().length, 1);
      const hidden = await inject(t.app, { method: 'POST', url: `/api/moderacion/comentarios/${comment.json().id}/ocultar`, headers: admin.headers, payload: {} });
      assert.equal(hidden.statusCode, 200, hidden.body);
      const available = t.app.databaseAvailable;
      t.app.databaseAvailable = () => false;
      try {
        const during = await inject(t.app, { method: 'GET', url });
        assert.equal(during.statusCode, 503, 'no last good copy that shows the hidden comment');
      } finally {
        t.app.databaseAvailable = available;
      }
      assert.deepEqual((await inject(t.app, { method: 'GET', url })).json().map((c: { contenido: string; oculto: boolean }) => [c.contenido, c.oculto]), [['', true]]);
    });

    test('a stale copy serves a visitor through an outage, never a member, and never a card\'s verification', async () => {
      const url = '/api/publicaciones/all';
      const good = await inject(t.app, { method: 'GET', url });
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/verificar/codigo-de-prueba' })).statusCode, 404);
      await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: admin.headers, payload: { titulo: 'Más', contenido: 'Contenido' } });
      const available = t.app.databaseAvailable;
      t.app.databaseAvailable = () => false;
      try {
        const stale = await inject(t.app, { method: 'GET', url });
        assert.equal(stale.statusCode, 200);
        assert.equal(stale.body, good.body);
        assert.match(String(stale.headers.age), /^\d+$/);
        assert.equal((await inject(t.app, { method: 'GET', url, headers: { cookie: member.headers.cookie! } })).statusCode, 503);
        assertError(await inject(t.app, { method: 'GET', url: '/api/verificar/codigo-de-prueba' }), 503, AFILIACION_MSG.verificacionNoDisponible);
      } finally {
        t.app.databaseAvailable = available;
      }
    });

    test('the calendar feed keeps a copy per origin of its links: one Host cannot poison another\'s', async () => {
      await t.db.insert(eventos).values({ titulo: 'Foro', descripcion: 'Debate abierto', fecha: new Date(Date.now() + 3 * 86_400_000) });
      await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: admin.headers, payload: { titulo: 'Escritura', contenido: 'Contenido' } });
      const evil = await inject(t.app, { method: 'GET', url: '/api/eventos.ics', headers: { host: 'evil.example' } });
      assert.match(evil.body, /evil\.example/);
      const ours = await inject(t.app, { method: 'GET', url: '/api/eventos.ics' });
      assert.doesNotMatch(ours.body, /evil\.example/);
      assert.match(ours.body, /UID:[^\r\n]+@localhost/);
    });

    test('a survey that closes by the clock: the shared copy lives no longer than its cierraEn', async () => {
      const cierraEn = new Date(Date.now() + 2500).toISOString();
      const survey = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Cierra pronto', opciones: ['a', 'b'], cierraEn } })).json();
      await inject(t.app, { method: 'POST', url: `/api/encuestas/${survey.id}/votar/a`, headers: member.headers });
      const read = () => inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}` });
      const open = await read();
      assert.deepEqual([open.json().cerrada, 'votos' in open.json()], [false, false]);
      // A CDN may keep it only until the closing time, with no stale copy after it.
      assert.match(String(open.headers['cache-control']), /^public, max-age=0, s-maxage=[12]$/);
      // Proof that the cache answers: a change behind the API's back is not seen yet.
      await t.db.update(encuestas).set({ titulo: 'Cambiada' }).where(eq(encuestas.id, survey.id));
      assert.equal((await read()).json().titulo, 'Cierra pronto');
      await sleep(Date.parse(cierraEn) - Date.now() + 50);
      const closed = (await read()).json();
      assert.deepEqual([closed.titulo, closed.cerrada, closed.votos], ['Cambiada', true, { a: 1, b: 0 }]);
      // The list too: an open survey's closing bounds the whole page.
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/encuestas/all' })).json().find((e: { id: number }) => e.id === survey.id).cerrada, true);
    });

    test('live results are a stream, never stored or shared', async () => {
      const survey = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Vivo', opciones: ['a', 'b'], cierraEn: new Date(Date.now() - 60_000).toISOString() } })).json();
      assert.equal(survey.cerrada, true);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 2; i++) {
        const stream = await openEvents(`${base}/api/encuestas/${survey.id}/eventos`);
        try {
          assert.equal(stream.response.headers.get('cache-control'), 'private, no-store');
          assert.deepEqual((await stream.next()).votos, { a: 0, b: 0 });
        } finally {
          stream.close();
        }
      }
    });

    if (backend === 'postgres') {
      test('a write on one process empties the cache of another within a second (LISTEN/NOTIFY)', async () => {
        const other = await buildApp({ db: t.db, config: t.config });
        await other.ready();
        try {
          const read = async () => (await inject(other, { method: 'GET', url: '/api/publicaciones/all' })).json().map((p: { titulo: string }) => p.titulo);
          // The earlier tests' writes may still have a (throttled) NOTIFY on its way: let it land, since
          // emptying this cache is exactly what it is for, before filling the cache this test watches.
          await sleep(300);
          const before = await read();
          await t.db.insert(publicaciones).values({ titulo: 'Oculta', contenido: 'aún no' });
          assert.deepEqual(await read(), before, 'the other process answers from its cache');
          await inject(t.app, { method: 'POST', url: '/api/publicaciones', headers: admin.headers, payload: { titulo: 'Aviso', contenido: 'Contenido' } });
          let seen: string[] = before;
          for (let i = 0; i < 20 && !seen.includes('Aviso'); i++) {
            await sleep(50);
            seen = await read();
          }
          assert.ok(seen.includes('Aviso') && seen.includes('Oculta'), `the other process still serves ${seen.join(', ')}`);
        } finally {
          await other.close();
        }
      });
    }
  });

  describe(`response cache with PUBLIC_URL (${backend})`, () => {
    test('every absolute link names PUBLIC_URL, whatever Host a request names', async () => {
      const t = await buildTestApp(backend, { publicCache: true, publicUrl: 'https://plataforma.example' });
      try {
        await t.db.insert(eventos).values({ titulo: 'Foro', descripcion: 'Debate abierto', fecha: new Date(Date.now() + 3 * 86_400_000) });
        for (const host of ['evil.example', 'localhost']) {
          const feed = await inject(t.app, { method: 'GET', url: '/api/eventos.ics', headers: { host } });
          assert.doesNotMatch(feed.body, /evil\.example|localhost/, host);
          assert.match(feed.body, /plataforma\.example/);
        }
      } finally {
        await t.close();
      }
    });
  });
}

if (backends().includes('postgres')) {
  describe('response cache through a real database outage (postgres)', () => {
    test('a hidden comment and a card\'s verification are never read from a copy; other reads are, with their Age', async () => {
      const database = await freshPostgres();
      const proxy = await tcpProxy(Number(new URL(database.url).port || 5432));
      const url = new URL(database.url);
      url.port = String(proxy.port);
      const t = await buildTestApp('postgres', { databaseUrl: url.toString(), publicCache: true });
      try {
        await waitFor(async () => t.app.responseCache.signal.trusted, { what: 'the LISTEN channel' });
        await createTestUser(t.db, MEMBER);
        const admin = await login(t.app, ADMIN.email, ADMIN.password);
        const member = await login(t.app, MEMBER.email, MEMBER.password);
        const [publicacion] = await t.db.insert(publicaciones).values({ titulo: 'Hilo', contenido: 'x' }).returning();
        const comment = await inject(t.app, { method: 'POST', url: '/api/comentarios', headers: member.headers, payload: { contenido: 'Se ocultará pronto', publicacionId: publicacion!.id } });
        const comments = `/api/comentarios/publicacion/${publicacion!.id}`;
        assert.equal((await inject(t.app, { method: 'GET', url: comments })).json()[0].contenido, 'Se ocultará pronto');
        const list = await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' });
        assert.equal((await inject(t.app, { method: 'GET', url: '/api/verificar/codigo-de-prueba' })).statusCode, 404);
        const hidden = await inject(t.app, { method: 'POST', url: `/api/moderacion/comentarios/${comment.json().id}/ocultar`, headers: admin.headers, payload: {} });
        assert.equal(hidden.statusCode, 200, hidden.body);

        await proxy.cut('refuse');
        await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode === 503, { what: 'the outage noticed' });
        const during = await inject(t.app, { method: 'GET', url: comments });
        assert.equal(during.statusCode, 503, 'the copy that showed the hidden comment is gone');
        assert.doesNotMatch(during.body, /Se ocultará pronto/);
        assertError(await inject(t.app, { method: 'GET', url: '/api/verificar/codigo-de-prueba' }), 503, AFILIACION_MSG.verificacionNoDisponible);
        // Hiding dropped every copy: the list read before it is gone too, so it is read again once the database is back.
        assert.equal((await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' })).statusCode, 503);
        await proxy.restore();
        await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' })).statusCode === 200, { timeoutMs: 10_000, what: 'the database back' });
        // Answers are kept only once the LISTEN channel is back too; the database may answer before it.
        await waitFor(async () => t.app.responseCache.signal.trusted, { timeoutMs: 10_000, what: 'the LISTEN channel back' });
        const again = await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' });
        assert.equal(again.body, list.body);
        await proxy.cut('refuse');
        await waitFor(async () => (await inject(t.app, { method: 'GET', url: '/api/ready' })).statusCode === 503, { what: 'the second outage noticed' });
        const stale = await inject(t.app, { method: 'GET', url: '/api/publicaciones/all' });
        assert.equal(stale.statusCode, 200);
        assert.match(String(stale.headers.age), /^\d+$/);
        await proxy.restore();
      } finally {
        await t.close();
        await proxy.close();
        await database.drop();
      }
    });
  });
}
