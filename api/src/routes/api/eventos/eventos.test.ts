import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { EVENT_WINDOW_HOURS, fromBoliviaWallTime, MSG, PARTICIPATION_MSG, toBoliviaWallTime } from '@plataforma/contracts';
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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `time` in Bolivia, `n` days from today there, as the admin form sends it: an ISO instant. */
const inDays = (n: number, time = '18:30') => fromBoliviaWallTime(toBoliviaWallTime(new Date(Date.now() + n * DAY_MS))!.day, time)!;

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
      assert.deepEqual(
        { ...(plain.json() as object), id: 0 },
        { id: 0, titulo: 'Foro juvenil', descripcion: 'Debate abierto', fecha: inDays(7), fechaFin: null, lugar: null, imagen: null, cupo: null, inscritos: 0 },
      );

      const full = await create({ ...valid(), lugar: '  Plaza Murillo ', imagen: await pngBlob() });
      assert.equal(full.statusCode, 201, full.body);
      assert.equal(full.json().lugar, 'Plaza Murillo');
      assert.equal((await create({ ...valid(), cupo: ' 30 ' })).json().cupo, 30);
      assert.equal((await create({ ...valid(), cupo: '' })).json().cupo, null);
      assert.match(full.json().imagen, /^eventos\/[0-9a-f-]{36}\.webp$/);
      assert.ok(await stored(full.json().imagen));
      // Today is accepted from its midnight in Bolivia.
      assert.equal((await create({ ...valid(), fecha: inDays(0, '00:00') })).statusCode, 201);
      await t.db.delete(eventos);
    });

    test('POST takes an optional end (fechaFin) after the start; blank is none', async () => {
      const ended = await create({ ...valid(), fechaFin: inDays(7, '20:00') });
      assert.equal(ended.statusCode, 201, ended.body);
      assert.deepEqual([ended.json().fecha, ended.json().fechaFin], [inDays(7), inDays(7, '20:00')]);
      assert.equal((await create({ ...valid(), fechaFin: ' ' })).json().fechaFin, null);
      assertError(await create({ ...valid(), fechaFin: inDays(7) }), 400, MSG.fechaFinAnterior);
      assertError(await create({ ...valid(), fechaFin: inDays(7, '17:00') }), 400, MSG.fechaFinAnterior);
      assertError(await create({ ...valid(), fechaFin: '20:00' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fechaFin: new Date(Date.now() + (EVENT_WINDOW_HOURS + 24) * HOUR_MS).toISOString() }), 400, MSG.fechaLejana);
      assert.equal((await t.db.select().from(eventos)).length, 2);
      await t.db.delete(eventos);
    });

    test('POST refuses bad fields, dates and images with Spanish messages', async () => {
      assertError(await create({ ...valid(), titulo: '  ' }), 400, MSG.camposObligatorios);
      assertError(await create({ titulo: 'T', fecha: inDays(3) }), 400, MSG.camposObligatorios);
      assertError(await create({ ...valid(), descripcion: 'abcd' }), 400, MSG.eventoDescripcion);
      assertError(await create({ titulo: 'T', descripcion: 'Sin fecha' }), 400, MSG.camposObligatorios);
      assertError(await create({ ...valid(), fecha: 'mañana' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: '2026-02-30' }), 400, MSG.fechaInvalida);
      // A bare day names no instant (the old form's midnight UTC was the evening before in Bolivia).
      assertError(await create({ ...valid(), fecha: inDays(3).slice(0, 10) }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: '2026-12-01T10:00' }), 400, MSG.fechaInvalida);
      assertError(await create({ ...valid(), fecha: inDays(-2) }), 400, MSG.fechaPasada);
      const beyond = new Date(Date.now() + (EVENT_WINDOW_HOURS + 24) * HOUR_MS).toISOString();
      assertError(await create({ ...valid(), fecha: beyond }), 400, MSG.fechaLejana);
      for (const cupo of ['0', '-3', '2.5', 'diez']) assertError(await create({ ...valid(), cupo }), 400, PARTICIPATION_MSG.cupoInvalido);
      assertError(await create({ ...valid(), cupo: '3000000000' }), 400, PARTICIPATION_MSG.cupoDemasiadoGrande);
      assertError(await create({ ...valid(), imagen: new Blob(['GIF89a no es']) }), 400, MSG.fotoTipo);
      assertError(await create({ ...valid(), imagen: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]) }), 413, MSG.fotoTamano);
      assert.equal((await t.db.select().from(eventos)).length, 0);
    });

    test('GET: upcoming events first (soonest on top), then past ones (ended: their end, else 2 h after the start); paginated; /all and /:id', async () => {
      const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
      await t.db.insert(eventos).values([
        { titulo: 'Pasado lejano', descripcion: 'Ya fue', fecha: at(-30 * 24) },
        { titulo: 'En un mes', descripcion: 'Pronto', fecha: at(30 * 24) },
        // Started 3 hours ago without an end: over an hour ago.
        { titulo: 'Hace tres horas', descripcion: 'Ya fue', fecha: at(-3) },
        // Started 3 hours ago, ends in an hour: still on.
        { titulo: 'En curso', descripcion: 'Ahora', fecha: at(-3), fechaFin: at(1) },
        { titulo: 'Mañana', descripcion: 'Pronto', fecha: at(24) },
      ]);
      const all = (await inject(t.app, { method: 'GET', url: '/api/eventos/all' })).json();
      assert.deepEqual(all.map((e: { titulo: string }) => e.titulo), ['En curso', 'Mañana', 'En un mes', 'Hace tres horas', 'Pasado lejano']);
      const page2 = (await inject(t.app, { method: 'GET', url: '/api/eventos?page=2&limit=3' })).json();
      assert.deepEqual(page2.data.map((e: { titulo: string }) => e.titulo), ['Hace tres horas', 'Pasado lejano']);
      assert.deepEqual({ ...page2, data: [] }, { data: [], total: 5, page: 2, limit: 3, totalPages: 2, hasNext: false, hasPrev: true });
      const one = (await inject(t.app, { method: 'GET', url: `/api/eventos/${all[1].id}` })).json();
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
      assertError(await send('PUT', `/api/eventos/${created.id}`, { fecha: inDays(10), fechaFin: inDays(10, '18:00') }), 400, MSG.fechaFinAnterior);
      assertError(await send('PUT', `/api/eventos/${created.id}`, { descripcion: 'no' }), 400, MSG.eventoDescripcion);
      assertError(await send('PUT', '/api/eventos/777777', { titulo: 'X' }), 404, MSG.noEncontrado);
      // An event that has begun keeps its start and can still be corrected, as long as the start is not sent.
      const [begun] = await t.db.insert(eventos).values({ titulo: 'Ayer', descripcion: 'Ya empezó', fecha: new Date(Date.now() - DAY_MS) }).returning();
      const corrected = await send('PUT', `/api/eventos/${begun!.id}`, { titulo: 'Ayer, corregido', lugar: 'Sucre' });
      assert.equal(corrected.statusCode, 200, corrected.body);
      assert.equal(corrected.json().fecha, begun!.fecha.toISOString());
      await t.db.delete(eventos);
    });

    test('PUT: an end sent alone (or a start alone) must still come after the stored other; blank removes the end', async () => {
      const created = (await create(valid())).json();
      const id = created.id;
      assertError(await send('PUT', `/api/eventos/${id}`, { fechaFin: inDays(7, '17:00') }), 400, MSG.fechaFinAnterior);
      const ended = await send('PUT', `/api/eventos/${id}`, { fechaFin: inDays(7, '21:00') });
      assert.equal(ended.statusCode, 200, ended.body);
      assert.deepEqual([ended.json().fecha, ended.json().fechaFin], [inDays(7), inDays(7, '21:00')]);
      assertError(await send('PUT', `/api/eventos/${id}`, { fecha: inDays(8) }), 400, MSG.fechaFinAnterior);
      const [row] = await t.db.select().from(eventos).where(eq(eventos.id, id));
      assert.deepEqual([row!.fecha.toISOString(), row!.fechaFin?.toISOString()], [inDays(7), inDays(7, '21:00')]);
      assert.equal((await send('PUT', `/api/eventos/${id}`, { fechaFin: '' })).json().fechaFin, null);
      await t.db.delete(eventos);
    });

    test('PUT of any other field leaves the start and end exactly as stored', async () => {
      // Seconds and milliseconds no form writes: kept to the millisecond.
      const fecha = new Date(Date.parse(inDays(5)) + 17_123);
      const fechaFin = new Date(Date.parse(inDays(5, '20:00')) + 42_001);
      const [row] = await t.db.insert(eventos).values({ titulo: 'Foro', descripcion: 'Debate abierto', fecha, fechaFin }).returning();
      const edits: Record<string, string | Blob>[] = [{ cupo: '40' }, { titulo: 'Foro 2' }, { lugar: 'Sucre' }, { descripcion: 'Otra descripción' }, { imagen: await pngBlob() }];
      for (const fields of edits) {
        const response = await send('PUT', `/api/eventos/${row!.id}`, fields);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual([response.json().fecha, response.json().fechaFin], [fecha.toISOString(), fechaFin.toISOString()]);
      }
      const [after] = await t.db.select().from(eventos).where(eq(eventos.id, row!.id));
      assert.deepEqual([after!.fecha.getTime(), after!.fechaFin?.getTime()], [fecha.getTime(), fechaFin.getTime()]);
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
