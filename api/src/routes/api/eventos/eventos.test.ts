import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EVENT_WINDOW_HOURS, MSG, PARTICIPATION_MSG } from '@plataforma/contracts';
import { eventos } from '../../../db/schema';
import {
  assertError,
  backends,
  buildAppWithSessions,
  inject,
  isStored,
  injectMultipart,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';

const DAY_MS = 86_400_000;
/** The day `n` days from now as the admin form sends it: midnight UTC. */
const inDays = (n: number) => `${new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;

for (const backend of backends()) {
  describe(`eventos (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | Blob>, headers = admin.headers) =>
      injectMultipart(t.app, { method, url, fields, headers });
    const create = (fields: Record<string, string | Blob>) => send('POST', '/api/eventos', fields);
    const stored = (path: string) => isStored(t, path);
    const valid = () => ({ titulo: 'Foro juvenil', descripcion: 'Debate abierto', fecha: inDays(7) });

    test('every admin endpoint: 401 for a visitor, 403 for a member', async () => {
      const [row] = await t.db.insert(eventos).values({ titulo: 'Intacto', descripcion: 'Nada cambia', fecha: new Date(Date.now() + DAY_MS) }).returning();
      const csrf = await visitor(t.app);
      for (const [headers, status, message] of [
        [csrf, 401, MSG.noAutenticado],
        [member.headers, 403, MSG.sinPermiso],
      ] as const) {
        assertError(await send('POST', '/api/eventos', valid(), headers), status, message);
        assertError(await send('PUT', `/api/eventos/${row!.id}`, { titulo: 'Otro' }, headers), status, message);
        assertError(await inject(t.app, { method: 'DELETE', url: `/api/eventos/${row!.id}`, headers }), status, message);
      }
      const [after] = await t.db.select().from(eventos);
      assert.equal(after!.titulo, 'Intacto');
      await t.db.delete(eventos);
    });

    test('POST creates an event (201), with or without lugar and image', async () => {
      const plain = await create(valid());
      assert.equal(plain.statusCode, 201, plain.body);
      assert.deepEqual({ ...(plain.json() as object), id: 0 }, { id: 0, titulo: 'Foro juvenil', descripcion: 'Debate abierto', fecha: inDays(7), lugar: null, imagen: null, cupo: null, inscritos: 0 });

      const full = await create({ ...valid(), lugar: '  Plaza Murillo ', imagen: await pngBlob() });
      assert.equal(full.statusCode, 201, full.body);
      assert.equal(full.json().lugar, 'Plaza Murillo');
      assert.equal((await create({ ...valid(), cupo: ' 30 ' })).json().cupo, 30);
      assert.equal((await create({ ...valid(), cupo: '' })).json().cupo, null);
      assert.match(full.json().imagen, /^eventos\/[0-9a-f-]{36}\.webp$/);
      assert.ok(await stored(full.json().imagen));
      // Today's date is accepted (the form sends midnight UTC of the chosen day).
      assert.equal((await create({ ...valid(), fecha: inDays(0) })).statusCode, 201);
      await t.db.delete(eventos);
    });

    test('POST refuses bad fields, dates and images with Spanish messages', async () => {
      assertError(await create({ ...valid(), titulo: '  ' }), 400, MSG.camposObligatorios);
      assertError(await create({ titulo: 'T', fecha: inDays(3) }), 400, MSG.camposObligatorios);
      assertError(await create({ ...valid(), descripcion: 'abcd' }), 400, MSG.eventoDescripcion);
      assertError(await create({ titulo: 'T', descripcion: 'Sin fecha' }), 400, MSG.camposObligatorios);
      assertError(await create({ ...valid(), fecha: 'mañana' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: '2026-02-30' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: '2026-12-01T10:00' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: inDays(-2) }), 400, MSG.fechaPasada);
      const beyond = new Date(Date.now() + (EVENT_WINDOW_HOURS + 24) * 3_600_000).toISOString();
      assertError(await create({ ...valid(), fecha: beyond }), 400, MSG.fechaLejana);
      for (const cupo of ['0', '-3', '2.5', 'diez']) assertError(await create({ ...valid(), cupo }), 400, PARTICIPATION_MSG.cupoInvalido);
      assertError(await create({ ...valid(), imagen: new Blob(['GIF89a no es']) }), 400, MSG.fotoTipo);
      assertError(await create({ ...valid(), imagen: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]) }), 413, MSG.fotoTamano);
      assert.equal((await t.db.select().from(eventos)).length, 0);
    });

    test('GET: upcoming events first (soonest on top), then past ones; paginated; /all and /:id', async () => {
      const at = (days: number) => new Date(Date.now() + days * DAY_MS);
      // 'Anteayer': past whatever the hour (an event is past once its day has ended in Bolivia, `eventoPasado`).
      await t.db.insert(eventos).values([
        { titulo: 'Pasado lejano', descripcion: 'Ya fue', fecha: at(-30) },
        { titulo: 'En un mes', descripcion: 'Pronto', fecha: at(30) },
        { titulo: 'Anteayer', descripcion: 'Ya fue', fecha: at(-2) },
        { titulo: 'Mañana', descripcion: 'Pronto', fecha: at(1) },
      ]);
      const all = (await inject(t.app, { method: 'GET', url: '/api/eventos/all' })).json();
      assert.deepEqual(all.map((e: { titulo: string }) => e.titulo), ['Mañana', 'En un mes', 'Anteayer', 'Pasado lejano']);
      const page2 = (await inject(t.app, { method: 'GET', url: '/api/eventos?page=2&limit=3' })).json();
      assert.deepEqual(page2.data.map((e: { titulo: string }) => e.titulo), ['Pasado lejano']);
      assert.deepEqual({ ...page2, data: [] }, { data: [], total: 4, page: 2, limit: 3, totalPages: 2, hasNext: false, hasPrev: true });
      const one = (await inject(t.app, { method: 'GET', url: `/api/eventos/${all[0].id}` })).json();
      assert.equal(one.titulo, 'Mañana');
      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/424242' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/99999999999' }), 400, MSG.idInvalido);
      await t.db.delete(eventos);
    });

    test('PUT changes only the fields sent; a blank lugar removes it; a new image replaces the old file', async () => {
      const created = (await create({ ...valid(), lugar: 'El Alto', imagen: await pngBlob() })).json();
      const moved = await send('PUT', `/api/eventos/${created.id}`, { fecha: inDays(10) });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual(moved.json(), { ...created, fecha: inDays(10) });
      assert.equal((await send('PUT', `/api/eventos/${created.id}`, { cupo: '12' })).json().cupo, 12);
      assert.equal((await send('PUT', `/api/eventos/${created.id}`, { cupo: '' })).json().cupo, null);
      const noPlace = (await send('PUT', `/api/eventos/${created.id}`, { lugar: '' })).json();
      assert.equal(noPlace.lugar, null);
      const replaced = (await send('PUT', `/api/eventos/${created.id}`, { imagen: await pngBlob() })).json();
      assert.ok(await stored(replaced.imagen));
      assert.ok(!(await stored(created.imagen)));
      assertError(await send('PUT', `/api/eventos/${created.id}`, { fecha: inDays(-5) }), 400, MSG.fechaPasada);
      assertError(await send('PUT', `/api/eventos/${created.id}`, { descripcion: 'no' }), 400, MSG.eventoDescripcion);
      assertError(await send('PUT', '/api/eventos/777777', { titulo: 'X' }), 404, MSG.noEncontrado);
      await t.db.delete(eventos);
    });

    test('DELETE removes the event and its image', async () => {
      const created = (await create({ ...valid(), imagen: await pngBlob() })).json();
      const response = await inject(t.app, { method: 'DELETE', url: `/api/eventos/${created.id}`, headers: admin.headers });
      assert.deepEqual(response.json(), { message: 'Evento eliminado correctamente.' });
      assert.ok(!(await stored(created.imagen)));
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/eventos/${created.id}`, headers: admin.headers }), 404);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/eventos/0', headers: admin.headers }), 400, MSG.idInvalido);
    });
  });
}
