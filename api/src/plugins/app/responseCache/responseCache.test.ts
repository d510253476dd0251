import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { encuestas, publicaciones } from '../../db/schema';
import { openEvents } from '../../test/events';
import { backends, buildAppWithSessions, inject, type Session, type TestApp } from '../../test/helper';

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

for (const backend of backends()) {
  describe(`public read cache (${backend})`, () => {
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
      for (const url of ['/api/auth/profile', '/api/users', '/api/health']) {
        const response = await inject(t.app, { method: 'GET', url, headers: admin.headers });
        assert.equal(response.headers['cache-control'], 'private, no-store', url);
      }
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/users' })).headers['cache-control'], 'private, no-store');
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
}
