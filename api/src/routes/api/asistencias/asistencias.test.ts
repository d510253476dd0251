import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { asistencias } from '../../../db/schema';
import {
  assertError,
  backends,
  buildAppWithSessions,
  inject,
  injectMultipart,
  pngBlob,
  visitor,
  type Session,
  type TestApp,
} from '../../../test/helper';


const VALID = {
  tituloEvento: 'Foro juvenil',
  nombreCompleto: 'Ana Mamani',
  ci: '1234567',
  distrito: 'D-3',
  celular: '71234567',
  colegio: 'Colegio Bolívar',
  edad: 17,
  asistio: false,
  fechaEvento: '2026-11-20',
};

for (const backend of backends()) {
  describe(`asistencias (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const post = (payload: object, headers = admin.headers) => inject(t.app, { method: 'POST', url: '/api/asistencias', headers, payload });
    const postForm = (fields: Record<string, string | Blob>) => injectMultipart(t.app, { method: 'POST', url: '/api/asistencias', fields, headers: admin.headers });
    const patchForm = (id: number, fields: Record<string, string | Blob>) =>
      injectMultipart(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, fields, headers: admin.headers });
    const list = (query = '') => inject(t.app, { method: 'GET', url: `/api/asistencias${query}`, headers: admin.headers });

    test('every endpoint: 401 for a visitor, 403 for a member, nothing written', async () => {
      const csrf = await visitor(t.app);
      const [row] = await t.db.insert(asistencias).values({ ...VALID, nombreCompleto: 'Intacta' }).returning();
      const endpoints = [
        { method: 'GET' as const, url: '/api/asistencias' },
        { method: 'GET' as const, url: `/api/asistencias/${row!.id}` },
        { method: 'POST' as const, url: '/api/asistencias', payload: VALID },
        { method: 'PATCH' as const, url: `/api/asistencias/${row!.id}`, payload: { nombreCompleto: 'Cambiada' } },
        { method: 'DELETE' as const, url: `/api/asistencias/${row!.id}` },
      ];
      for (const { method, url, payload } of endpoints) {
        assertError(await inject(t.app, { method, url, headers: csrf, payload }), 401, MSG.noAutenticado);
        assertError(await inject(t.app, { method, url, headers: member.headers, payload }), 403, MSG.sinPermiso);
      }
      const rows = await t.db.select().from(asistencias);
      assert.deepEqual(rows.map((r) => r.nombreCompleto), ['Intacta']);
      await t.db.delete(asistencias);
    });

    test('POST (JSON) answers 201 with the trimmed record; GET /:id reads it back', async () => {
      const created = await post({ ...VALID, nombreCompleto: '  Ana Mamani  ' });
      assert.equal(created.statusCode, 201, created.body);
      const body = created.json();
      assert.deepEqual({ ...body, id: undefined }, { ...VALID, id: undefined, eventoId: null, userId: null });
      const found = await inject(t.app, { method: 'GET', url: `/api/asistencias/${body.id}`, headers: admin.headers });
      assert.deepEqual(found.json(), body);
      assertError(await inject(t.app, { method: 'GET', url: '/api/asistencias/777777', headers: admin.headers }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/asistencias/uno', headers: admin.headers }), 400, MSG.idInvalido);
    });

    test('POST: asistio defaults to true and a missing fechaEvento is null', async () => {
      const { asistio: _a, fechaEvento: _f, ...rest } = VALID;
      const created = await post(rest);
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().asistio, true);
      assert.equal(created.json().fechaEvento, null);
    });

    test('POST (multipart, with a file): fields as text, 201', async () => {
      const created = await postForm({ ...VALID, edad: '18', asistio: 'true', fechaEvento: '', archivo: await pngBlob() });
      assert.equal(created.statusCode, 201, created.body);
      assert.deepEqual(
        (({ nombreCompleto, edad, asistio, fechaEvento }) => ({ nombreCompleto, edad, asistio, fechaEvento }))(created.json()),
        { nombreCompleto: 'Ana Mamani', edad: 18, asistio: true, fechaEvento: null },
      );
    });

    test('POST: blank required texts, bad edad, bad dates and bad bodies are 400 in Spanish', async () => {
      const before = (await t.db.select().from(asistencias)).length;
      assertError(await post({ ...VALID, tituloEvento: '   ' }), 400, MSG.asistenciaCampos);
      assertError(await post({ ...VALID, nombreCompleto: undefined }), 400, MSG.asistenciaCampos);
      assertError(await post({ ...VALID, colegio: '' }), 400, MSG.asistenciaCampos);
      for (const edad of [0, 121, 17.5, 'diez', null]) assertError(await post({ ...VALID, edad }), 400, MSG.asistenciaEdad);
      assertError(await postForm({ ...VALID, edad: 'abc', asistio: 'true', fechaEvento: '' }), 400, MSG.asistenciaEdad);
      assertError(await post({ ...VALID, fechaEvento: '2026-02-30' }), 400, MSG.fechaInvalida);
      assertError(await post({ ...VALID, asistio: 'quizás' }), 400, MSG.solicitudInvalida);
      assertError(await inject(t.app, { method: 'POST', url: '/api/asistencias', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '[1]' }), 400, MSG.solicitudInvalida);
      assertError(await inject(t.app, { method: 'POST', url: '/api/asistencias', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{"a":' }), 400);
      assert.equal((await t.db.select().from(asistencias)).length, before);
    });

    test('POST multipart: a file over 5 MB is 413', async () => {
      const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
      assertError(await postForm({ ...VALID, edad: '18', asistio: 'true', archivo: big }), 413, MSG.fotoTamano);
    });

    test('PATCH changes only the fields sent (JSON and multipart); 404, 400', async () => {
      const id = (await post(VALID)).json().id as number;
      const patched = await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, headers: admin.headers, payload: { asistio: true, edad: 20 } });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(patched.json(), { ...VALID, id, asistio: true, edad: 20, eventoId: null, userId: null });

      const viaForm = await patchForm(id, { distrito: ' D-7 ', archivo: await pngBlob() });
      assert.equal(viaForm.statusCode, 200, viaForm.body);
      assert.deepEqual(viaForm.json(), { ...VALID, id, asistio: true, edad: 20, distrito: 'D-7', eventoId: null, userId: null });

      const clearDate = await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, headers: admin.headers, payload: { fechaEvento: '' } });
      assert.equal(clearDate.json().fechaEvento, null);
      const nothing = await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, headers: admin.headers, payload: {} });
      assert.equal(nothing.statusCode, 200);
      assert.equal(nothing.json().distrito, 'D-7');

      assertError(await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, headers: admin.headers, payload: { ci: ' ' } }), 400, MSG.asistenciaCampos);
      assertError(await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${id}`, headers: admin.headers, payload: { edad: 0 } }), 400, MSG.asistenciaEdad);
      assertError(await inject(t.app, { method: 'PATCH', url: '/api/asistencias/777777', headers: admin.headers, payload: { edad: 30 } }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'PATCH', url: '/api/asistencias/-1', headers: admin.headers, payload: { edad: 30 } }), 400, MSG.idInvalido);
    });

    test('DELETE answers { message }, then 404', async () => {
      const id = (await post(VALID)).json().id as number;
      const deleted = await inject(t.app, { method: 'DELETE', url: `/api/asistencias/${id}`, headers: admin.headers });
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.deepEqual(deleted.json(), { message: 'Asistencia eliminada correctamente.' });
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/asistencias/${id}`, headers: admin.headers }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'DELETE', url: '/api/asistencias/x', headers: admin.headers }), 400, MSG.idInvalido);
    });

    test('GET /: newest first, paginated (default 10), searchable with literal % and _', async () => {
      await t.db.delete(asistencias);
      for (let i = 1; i <= 12; i++) {
        await t.db.insert(asistencias).values({ ...VALID, nombreCompleto: `Persona ${i}`, creadoEn: new Date(Date.UTC(2026, 0, i)) });
      }
      await t.db.insert(asistencias).values({ ...VALID, nombreCompleto: 'Luis 100%', colegio: 'Don Bosco', creadoEn: new Date(Date.UTC(2026, 1, 1)) });

      const first = (await list()).json();
      assert.deepEqual(
        { ...first, data: first.data.map((a: { nombreCompleto: string }) => a.nombreCompleto) },
        {
          data: ['Luis 100%', ...Array.from({ length: 9 }, (_, k) => `Persona ${12 - k}`)],
          total: 13,
          page: 1,
          limit: 10,
          totalPages: 2,
          hasNext: true,
          hasPrev: false,
        },
      );
      const second = (await list('?page=2&limit=10')).json();
      assert.deepEqual(second.data.map((a: { nombreCompleto: string }) => a.nombreCompleto), ['Persona 3', 'Persona 2', 'Persona 1']);
      assert.equal(second.hasPrev, true);
      assert.equal((await list('?limit=50')).json().data.length, 13);

      assert.deepEqual((await list('?search=bosco')).json().data.map((a: { nombreCompleto: string }) => a.nombreCompleto), ['Luis 100%']);
      assert.equal((await list('?search=%25')).json().total, 1);
      assert.equal((await list('?search=_')).json().total, 0);
      assert.equal((await list('?search=foro')).json().total, 13);
      assertError(await list('?page=0'), 400);
      assertError(await list('?limit=1000'), 400);
    });
  });
}
