import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { IDEMPOTENCY_HEADER, MSG, type AuditoriaEntrada, type AuditoriaPage } from '@plataforma/contracts';
import { auditoria, users } from '../../../db/schema';
import { assertError, backends, buildAppWithSessions, createTestUser, inject, login, type Session, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`auditoria (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => {
      ({ t, admin, member } = await buildAppWithSessions(backend));
    });
    after(() => t.close());

    const log = async (query = '') => (await inject(t.app, { method: 'GET', url: `/api/auditoria${query}`, headers: admin.headers })).json() as AuditoriaPage;
    const entries = async () => (await log('?limit=100')).data;
    const lines = async () => (await t.db.select({ n: count() }).from(auditoria))[0]!.n;

    test("an admin's writes are logged with who, what, which entity and a summary; failed ones are not", async () => {
      const created = await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Consulta', opciones: ['Sí', 'No'] } });
      assert.equal(created.statusCode, 201);
      const { id } = created.json() as { id: number };
      await inject(t.app, { method: 'PUT', url: `/api/encuestas/${id}`, headers: admin.headers, payload: { titulo: 'Consulta 2', opciones: ['Sí', 'No'] } });
      assertError(await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: '', opciones: [] } }), 400);
      await inject(t.app, { method: 'DELETE', url: `/api/encuestas/${id}`, headers: admin.headers });

      const [borrada, editada, creada, ...rest] = await entries();
      assert.equal(rest.length, 0);
      const pick = (e: AuditoriaEntrada) => [e.accion, e.entidad, e.entidadId, e.resumen, e.adminId, e.adminNombre];
      assert.deepEqual(pick(creada!), ['crear', 'encuestas', String(id), 'Crear encuesta', admin.user.id, 'Admin']);
      assert.deepEqual(pick(editada!).slice(0, 3), ['editar', 'encuestas', String(id)]);
      assert.deepEqual(pick(borrada!).slice(0, 4), ['eliminar', 'encuestas', String(id), 'Eliminar encuesta y sus votos']);
      assert.ok(Date.parse(creada!.creadoEn) <= Date.now());
    });

    test("a member's writes, reads and signing out are not logged; a retried write is logged once", async () => {
      const before = await lines();
      const { id } = (
        await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: { ...admin.headers, [IDEMPOTENCY_HEADER]: 'una-vez' }, payload: { titulo: 'Una vez', opciones: ['a', 'b'] } })
      ).json() as { id: number };
      const retry = await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: { ...admin.headers, [IDEMPOTENCY_HEADER]: 'una-vez' }, payload: { titulo: 'Una vez', opciones: ['a', 'b'] } });
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.equal((await inject(t.app, { method: 'POST', url: `/api/encuestas/${id}/votar/a`, headers: member.headers })).statusCode, 200);
      await inject(t.app, { method: 'GET', url: '/api/users?page=1', headers: admin.headers });
      assert.equal(await lines(), before + 1);
    });

    test("an admin's vote is never logged: nothing links a person to an option", async () => {
      const { id } = (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo: 'Secreta', opciones: ['Opción A', 'Opción B'] } })).json() as { id: number };
      const before = await lines();
      const voted = await inject(t.app, { method: 'POST', url: `/api/encuestas/${id}/votar/${encodeURIComponent('Opción B')}`, headers: admin.headers });
      assert.equal(voted.statusCode, 200, voted.body);
      assert.equal(await lines(), before);
      const { rows } = await t.db.execute<{ line: string }>(sql`SELECT a::text AS line FROM auditoria a WHERE a.entidad_id LIKE ${`${id}/%`} OR a::text LIKE '%Opción B%'`);
      assert.deepEqual(rows, []);
    });

    test('admin reads of personal-data lists (affiliations, attendance) are logged as "consultar", without what was searched', async () => {
      const asistencia = await inject(t.app, {
        method: 'POST',
        url: '/api/asistencias',
        headers: admin.headers,
        payload: { tituloEvento: 'Foro', nombreCompleto: 'Rosa Choque', ci: '3344556 LP', celular: '73344556', distrito: 'D-1', colegio: 'Colegio', edad: 18, asistio: true },
      });
      assert.equal(asistencia.statusCode, 201, asistencia.body);
      const before = await lines();
      for (const url of ['/api/afiliaciones?search=3344556', '/api/asistencias?search=3344556', `/api/asistencias/${asistencia.json().id}`]) {
        assert.equal((await inject(t.app, { method: 'GET', url, headers: admin.headers })).statusCode, 200, url);
      }
      assert.equal(await lines(), before + 3);
      const [detail, attendance, affiliations] = await entries();
      const pick = (e: AuditoriaEntrada | undefined) => [e?.accion, e?.entidad, e?.entidadId, e?.adminId];
      assert.deepEqual(pick(affiliations), ['consultar', 'afiliaciones', null, admin.user.id]);
      assert.deepEqual(pick(attendance), ['consultar', 'asistencias', null, admin.user.id]);
      assert.deepEqual(pick(detail), ['consultar', 'asistencias', String(asistencia.json().id), admin.user.id]);
      assert.ok(affiliations!.resumen.startsWith('Solicitudes de afiliación paginadas'));
      const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM auditoria a WHERE a::text LIKE '%3344556%'`);
      assert.equal(rows[0]!.n, 0);
      // The log itself and other admin reads are not.
      await inject(t.app, { method: 'GET', url: '/api/stats', headers: admin.headers });
      assert.equal(await lines(), before + 3);
    });

    test('an export is logged as "exportar"; the CSV follows the project rules', async () => {
      const response = await inject(t.app, { method: 'GET', url: '/api/users/export.csv?search=miembro', headers: admin.headers });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/csv/);
      assert.match(String(response.headers['content-disposition']), /attachment; filename="usuarios.csv"/);
      const [header, ...rows] = parse(response.body, { bom: true, delimiter: ';' }) as string[][];
      assert.deepEqual(header, ['id', 'nombre', 'email', 'rol', 'ubicacion', 'creadoEn', 'bloqueado']);
      assert.deepEqual(rows.map((row) => row[2]), ['miembro@test.local']);
      // A date as Bolivia's clock shows it, in the order every spreadsheet reads (http/csv.ts).
      assert.match(rows[0]![5]!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const asistencias = await inject(t.app, { method: 'GET', url: '/api/asistencias/export.csv', headers: admin.headers });
      assert.deepEqual((parse(asistencias.body, { bom: true, delimiter: ';' }) as string[][])[0]?.slice(0, 2), ['id', 'evento']);
      const [latest, previous] = await entries();
      assert.deepEqual([latest?.accion, latest?.entidad, latest?.resumen.startsWith('Exportar asistencias')], ['exportar', 'asistencias', true]);
      assert.deepEqual([previous?.accion, previous?.entidad], ['exportar', 'users']);
    });

    test('filters by admin, action and days (Bolivian calendar days, both ends included), newest first, paginated', async () => {
      // Lines from other days and another admin, as the log would hold them (inserting is what it allows).
      await t.db.insert(auditoria).values([
        { adminId: 999, adminNombre: 'Otra Admin', accion: 'crear', entidad: 'noticias', entidadId: '1', resumen: 'Crear noticia', creadoEn: new Date('2026-03-01T03:59:00Z') },
        { adminId: 999, adminNombre: 'Otra Admin', accion: 'eliminar', entidad: 'noticias', entidadId: '1', resumen: 'Eliminar noticia', creadoEn: new Date('2026-03-01T04:00:00Z') },
      ]);
      const byOther = await log('?adminId=999');
      assert.deepEqual(byOther.data.map((e) => e.accion), ['eliminar', 'crear']);
      // 03:59 UTC on 1 March is still 28 February in La Paz.
      assert.deepEqual((await log('?desde=2026-03-01&hasta=2026-03-01')).data.map((e) => e.accion), ['eliminar']);
      assert.deepEqual((await log('?hasta=2026-02-28')).data.map((e) => e.resumen), ['Crear noticia']);
      // The last day a date can be is a filter like any other: everything so far.
      assert.ok((await log('?adminId=999&hasta=9999-12-31')).data.length === 2);
      const exports = await log('?accion=exportar');
      assert.ok(exports.data.length >= 2 && exports.data.every((e) => e.accion === 'exportar'));
      const paged = await log('?limit=2&page=2');
      assert.equal(paged.data.length, 2);
      assert.equal(paged.page, 2);
      assert.ok(paged.total > 4);
      const filtros = (await inject(t.app, { method: 'GET', url: '/api/auditoria/filtros', headers: admin.headers })).json() as { acciones: string[]; admins: { id: number; nombre: string }[] };
      assert.ok(['crear', 'editar', 'eliminar', 'exportar'].every((a) => filtros.acciones.includes(a)));
      assert.deepEqual(filtros.admins.map((a) => a.nombre).sort(), ['Admin', 'Otra Admin']);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auditoria?desde=2026-03-02&hasta=2026-03-01', headers: admin.headers }), 400);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auditoria?desde=ayer', headers: admin.headers }), 400);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auditoria?adminId=3000000000', headers: admin.headers }), 400, MSG.idInvalido);
    });

    test('the log is append-only, kept by the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
      const before = await lines();
      const refused = async (statement: ReturnType<typeof sql>) => {
        await assert.rejects(t.db.execute(statement), (error: Error & { cause?: Error }) => /solo admite agregar/.test(`${error.message} ${error.cause?.message}`));
      };
      await refused(sql`UPDATE auditoria SET resumen = 'otro'`);
      await refused(sql`DELETE FROM auditoria`);
      await refused(sql`TRUNCATE auditoria`);
      assert.equal(await lines(), before);
      assert.ok((await entries()).every((e) => e.resumen !== 'otro'));
    });

    test("deleting an admin's account leaves their lines as they were", async () => {
      const { id } = await createTestUser(t.db, { nombre: 'Admin Temporal', email: 'temporal@test.local', password: 'temporal-123', rol: 'admin' });
      const temporal = await login(t.app, 'temporal@test.local', 'temporal-123');
      await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: temporal.headers, payload: { titulo: 'Temporal', opciones: ['a', 'b'] } });
      await t.db.delete(users).where(eq(users.id, id));
      const [latest] = await entries();
      assert.deepEqual([latest?.adminId, latest?.adminNombre, latest?.resumen], [id, 'Admin Temporal', 'Crear encuesta']);
    });

    test('visitors and members cannot read the log', async () => {
      assertError(await inject(t.app, { method: 'GET', url: '/api/auditoria', headers: member.headers }), 403);
      assertError(await inject(t.app, { method: 'GET', url: '/api/auditoria/filtros' }), 401);
      assertError(await inject(t.app, { method: 'GET', url: '/api/users/export.csv', headers: member.headers }), 403);
    });
  });
}
