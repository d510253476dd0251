import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { MSG } from '@plataforma/contracts';
import { buildApp } from '../../../app';
import { asistencias } from '../../../db/schema';
import { loggerOptions } from '../../../logging';
import { sealAsistencia } from '../../../plugins/app/repositories/asistencias';
import {
  allRowsAsText,
  assertError,
  backends,
  buildAppWithSessions,
  databaseDump,
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
    /** A row as the repository stores it (CI and celular encrypted), for inserts that set creadoEn. */
    const stored = <T extends { ci: string; celular: string }>(fields: T) => ({ ...fields, ...sealAsistencia(t.app.cipher, fields) });

    test('every endpoint: 401 for a visitor, 403 for a member, nothing written', async () => {
      const csrf = await visitor(t.app);
      const [row] = await t.db.insert(asistencias).values(stored({ ...VALID, nombreCompleto: 'Intacta' })).returning();
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
        await t.db.insert(asistencias).values(stored({ ...VALID, nombreCompleto: `Persona ${i}`, creadoEn: new Date(Date.UTC(2026, 0, i)) }));
      }
      await t.db.insert(asistencias).values(stored({ ...VALID, nombreCompleto: 'Luis 100%', colegio: 'Don Bosco', creadoEn: new Date(Date.UTC(2026, 1, 1)) }));

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

    test('search: names, events, schools and districts by a part; a CI only whole, in any spelling', async () => {
      await t.db.delete(asistencias);
      const created = [];
      for (const [nombreCompleto, ci] of [
        ['Luz Mery Huanca', '6234567 LP'],
        ['Rodrigo Limachi', '6234567-1A'],
        ['Gabriela Poma', '62345678'],
        ['Sin Carnet', 'S/N'],
      ] as const) {
        const response = await post({ ...VALID, nombreCompleto, ci, celular: `7${ci.slice(0, 7)}` });
        assert.equal(response.statusCode, 201, response.body);
        created.push(response.json());
      }
      const names = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).json().data.map((a: { nombreCompleto: string }) => a.nombreCompleto);
      // The carnet number finds the record whatever the department code or spelling.
      for (const search of ['6234567', '6234567 LP', '6234567lp', ' 6234567-lp ']) assert.deepEqual(await names(search), ['Luz Mery Huanca'], search);
      for (const search of ['6234567-1A', '6234567 1a', '62345671A']) assert.deepEqual(await names(search), ['Rodrigo Limachi'], search);
      assert.deepEqual(await names('62345678'), ['Gabriela Poma']);
      assert.deepEqual(await names('s/n'), ['Sin Carnet']);
      // A part of a CI finds nothing: only the keyed hash of the whole is stored.
      for (const search of ['623456', '234567', '6234', '45678', '6234567 L', '1A']) assert.deepEqual(await names(search), [], search);
      // The other columns still match a part.
      assert.deepEqual(await names('huanc'), ['Luz Mery Huanca']);
      assert.deepEqual((await names('foro')).length, 4);
      // The answer and the export carry the CI and celular in clear, as typed.
      const [found] = (await list('?search=6234567%20LP')).json().data;
      assert.deepEqual(found, created[0]);
      assert.deepEqual([found.ci, found.celular], ['6234567 LP', '76234567']);
      const csv = await inject(t.app, { method: 'GET', url: '/api/asistencias/export.csv?search=6234567-1a', headers: admin.headers });
      assert.equal(csv.statusCode, 200);
      const [header, ...rows] = parse(csv.body, { bom: true, delimiter: ';' }) as string[][];
      assert.deepEqual(rows.map((row) => [row[header!.indexOf('nombreCompleto')], row[header!.indexOf('ci')], row[header!.indexOf('celular')]]), [['Rodrigo Limachi', '6234567-1A', '76234567']]);
      // An edit of the CI moves its hash: the old number no longer finds it, the new one does.
      const patched = await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${created[2].id}`, headers: admin.headers, payload: { ci: '9876543 SC' } });
      assert.equal(patched.json().ci, '9876543 SC');
      assert.deepEqual(await names('62345678'), []);
      assert.deepEqual(await names('9876543'), ['Gabriela Poma']);
      await t.db.delete(asistencias);
    });

    test('CI and celular encrypted at rest: no row, dump or log line holds them in clear; the admins read them', async () => {
      await t.db.delete(asistencias);
      const secrets = { ci: '5550123 LP', celular: '65550123' };
      const json = await post({ ...VALID, ...secrets, nombreCompleto: 'Cifrada Json' });
      const form = await postForm({ ...VALID, ci: '5550124-2B', celular: '65550124', nombreCompleto: 'Cifrada Form', edad: '18', asistio: 'true', fechaEvento: '' });
      const edited = (await post({ ...VALID, nombreCompleto: 'Cifrada Editada' })).json();
      const patched = await inject(t.app, { method: 'PATCH', url: `/api/asistencias/${edited.id}`, headers: admin.headers, payload: { ci: '5550125', celular: '65550125' } });
      for (const response of [json, form, patched]) assert.ok([200, 201].includes(response.statusCode), response.body);
      const clearValues = ['5550123', '65550123', '5550124', '65550124', '5550125', '65550125'];

      // Stored: the cipher's output and the keyed hash, never the value.
      const [row] = await t.db.select().from(asistencias).where(eq(asistencias.id, json.json().id));
      assert.ok(row!.ci!.startsWith(`v1.${t.app.cipher.keyId}.`) && row!.celular!.startsWith(`v1.${t.app.cipher.keyId}.`));
      assert.equal(row!.ciIndice, t.app.cipher.index('5550123'));
      // The admins read them in clear: one record, the list, the export.
      assert.deepEqual((({ ci, celular }) => ({ ci, celular }))((await inject(t.app, { method: 'GET', url: `/api/asistencias/${row!.id}`, headers: admin.headers })).json()), secrets);
      const listed = (await list('?limit=50')).json().data.map((a: { ci: string; celular: string }) => [a.ci, a.celular]);
      assert.deepEqual(listed, [['5550125', '65550125'], ['5550124-2B', '65550124'], ['5550123 LP', '65550123']]);
      const csv = (await inject(t.app, { method: 'GET', url: '/api/asistencias/export.csv', headers: admin.headers })).body;
      for (const value of clearValues) assert.ok(csv.includes(value), `${value} in the export`);

      // A dump: every row of every table as text, then pg_dump (PostgreSQL) or the data directory (PGlite).
      const rows = await allRowsAsText(t);
      assert.ok(rows.includes('Cifrada Json'), 'the dump read the attendance records');
      for (const value of clearValues) assert.ok(!rows.includes(value), `${value} in the table contents`);
      const dump = await databaseDump(t);
      assert.ok(dump.includes('Cifrada Form'));
      for (const value of clearValues) assert.ok(!dump.includes(value), `${value} in the ${backend} dump`);

      // The request log: a search (by CI) of the list or the export is not written down.
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await buildApp({ db: t.db, config: t.config, cipher: t.app.cipher, logger: loggerOptions('trace', stream) });
      try {
        assert.equal((await logged.inject({ method: 'GET', url: '/api/asistencias?search=5550123%20LP', headers: admin.headers })).json().total, 1);
        assert.equal((await logged.inject({ method: 'GET', url: '/api/asistencias/export.csv?search=5550124-2b', headers: admin.headers })).statusCode, 200);
        assert.ok(lines.some((line) => line.includes('/api/asistencias?search=oculto')));
        for (const value of clearValues) assert.ok(!lines.join('').includes(value), `${value} logged`);
      } finally {
        await logged.close();
      }
      await t.db.delete(asistencias);
    });
  });
}
