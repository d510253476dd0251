import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AFILIACION_MSG, hoyEnBolivia, IDEMPOTENCY_HEADER, MSG } from '@plataforma/contracts';
import { buildApp } from '../../../app';
import { afiliaciones, users } from '../../../db/schema';
import { loggerOptions } from '../../../logging';
import { ADMIN, allRowsAsText, assertError, backends, buildTestApp, createTestUser, databaseDump, inject, login, visitor, type Session, type TestApp } from '../../../test/helper';
import { outboxMessages } from '../../../test/outbox';

const year = Number(hoyEnBolivia().slice(0, 4));
/** A birth date of someone about 20 (19 or 20 whatever today is). */
const born = (age = 20, monthDay = '06-15') => `${year - age}-${monthDay}`;

/** Someone about 20, born on a day of their own (unique for n < 84). */
const fechaDe = (n: number) => born(20, `${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`);

/** A valid request; `n` makes the CI, the phone and the birth date unique. */
const solicitud = (n: number, extra: Record<string, unknown> = {}) => ({
  ci: `${4_100_000 + n}`,
  fechaNacimiento: fechaDe(n),
  departamento: 'Cochabamba',
  celular: `7${String(4_100_000 + n).padStart(7, '0')}`,
  institucion: 'UMSS',
  consentimiento: true,
  ...extra,
});

/**
 * A verification without its `verificadoEn`, which must be the server's time of the check (within the
 * last minute, not in the future); collected into `times` when given.
 */
function checkTimeOf({ verificadoEn, ...card }: Record<string, unknown>, times: string[] = []) {
  assert.equal(typeof verificadoEn, 'string');
  const age = Date.now() - Date.parse(verificadoEn as string);
  assert.ok(age >= 0 && age < 60_000, `verificadoEn ${verificadoEn}`);
  times.push(verificadoEn as string);
  return card;
}

async function members(t: TestApp, prefix: string, n: number): Promise<(Session & { nombre: string })[]> {
  const sessions = [];
  for (let i = 1; i <= n; i++) {
    const nombre = `${prefix} ${i}`;
    await createTestUser(t.db, { nombre, email: `${prefix.toLowerCase()}${i}@test.bo`, password: `${prefix}-secreto-${i}` });
    sessions.push({ ...(await login(t.app, `${prefix.toLowerCase()}${i}@test.bo`, `${prefix}-secreto-${i}`)), nombre });
  }
  return sessions;
}

for (const backend of backends()) {
  describe(`afiliaciones (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let socios: (Session & { nombre: string })[];

    before(async () => {
      // The visitors' cache on: a revoked card must never be served as valid from it.
      t = await buildTestApp(backend, { publicCache: true });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      socios = await members(t, 'Socio', 24);
    });
    after(() => t.close());

    const post = (session: Session, payload: unknown, headers: Record<string, string> = {}) =>
      inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: { ...session.headers, ...headers }, payload: payload as object });
    const decide = (id: number, action: 'aprobar' | 'rechazar' | 'revocar', payload: object = {}) =>
      inject(t.app, { method: 'POST', url: `/api/afiliaciones/${id}/${action}`, headers: admin.headers, payload });
    const get = (url: string, headers?: Record<string, string>) => inject(t.app, { method: 'GET', url, headers });

    test('the form\'s rule: CI, age 14–35, departamento, celular and consent, each with its Spanish message', async () => {
      const s = socios[23]!;
      for (const ci of ['1234', '12345678901', '12A', '1234567-AA', '1234567-1AB', '']) assertError(await post(s, solicitud(1, { ci })), 400, AFILIACION_MSG.ciInvalido);
      for (const fechaNacimiento of [born(13), born(40)]) assertError(await post(s, solicitud(1, { fechaNacimiento })), 400, AFILIACION_MSG.edadFuera);
      assertError(await post(s, solicitud(1, { fechaNacimiento: '2005-02-30' })), 400, AFILIACION_MSG.fechaNacimientoInvalida);
      for (const celular of ['5123456', '81234567', '712345678', '7123456a']) assertError(await post(s, solicitud(1, { celular })), 400, AFILIACION_MSG.celularInvalido);
      assertError(await post(s, solicitud(1, { departamento: 'Lima' })), 400, AFILIACION_MSG.departamentoInvalido);
      for (const consentimiento of [false, undefined, 'true']) assertError(await post(s, solicitud(1, { consentimiento })), 400, AFILIACION_MSG.consentimientoRequerido);
      assert.equal((await t.db.select({ n: count() }).from(afiliaciones))[0]!.n, 0);
    });

    test('a member requests once: 201 with their own view, GET /mia; a second request is a 409 whatever its CI', async () => {
      const [a, b] = [socios[0]!, socios[1]!];
      assert.deepEqual((await get('/api/afiliaciones/mia', a.headers)).json(), { afiliacion: null });
      const created = await post(a, solicitud(1, { ci: '4100001 1a' }));
      assert.equal(created.statusCode, 201, created.body);
      const mia = created.json();
      assert.equal(mia.estado, 'pendiente');
      // The accepted spellings of a complement come out as one: digits, hyphen, upper case.
      assert.equal(mia.ci, '4100001-1A');
      assert.equal(mia.celular, '74100001');
      assert.equal(mia.numero, null);
      assert.equal(mia.codigo, null);
      assert.deepEqual((await get('/api/afiliaciones/mia', a.headers)).json(), { afiliacion: mia });
      assertError(await post(a, solicitud(2)), 409, AFILIACION_MSG.solicitudEnCurso);
      // The same carnet written another way is the same carnet: accepted, and flagged for the admin only.
      const same = await post(b, solicitud(2, { ci: '41000011A' }));
      assert.equal(same.statusCode, 201, same.body);
      assert.deepEqual(Object.keys(same.json()).sort(), Object.keys(mia).sort());
      const flags = async () =>
        ((await get('/api/afiliaciones?limit=100', admin.headers)).json().data as { ci: string; ciEnConflicto: boolean }[]).map((x) => `${x.ci}: ${x.ciEnConflicto}`).sort();
      assert.deepEqual(await flags(), ['4100001-1A: true', '4100001-1A: true']);
      // Without a complement it is another carnet.
      const other = await post(socios[2]!, solicitud(3, { ci: '4100001' }));
      assert.equal(other.statusCode, 201);
      assert.deepEqual(await flags(), ['4100001-1A: true', '4100001-1A: true', '4100001: false']);
      await t.db.delete(afiliaciones);
    });

    test('Idempotency-Key: a retried request is stored once and answered the same', async () => {
      const s = socios[0]!;
      const headers = { [IDEMPOTENCY_HEADER]: 'afiliacion-reintento-1' };
      const [first, second] = await Promise.all([post(s, solicitud(1), headers), post(s, solicitud(1), headers)]);
      const third = await post(s, solicitud(1), headers);
      for (const response of [first, second, third]) assert.equal(response.statusCode, 201, response.body);
      assert.equal(second.body, first.body);
      assert.equal(third.body, first.body);
      assert.equal(third.headers['idempotent-replayed'], 'true');
      assert.equal((await t.db.select({ n: count() }).from(afiliaciones))[0]!.n, 1);
      await t.db.delete(afiliaciones);
    });

    test('20 approvals at once: PJ-000001 to PJ-000020, each once; codes unguessable and not the number', async () => {
      const ids: number[] = [];
      for (const [i, s] of socios.slice(0, 20).entries()) {
        const response = await post(s, solicitud(i + 1));
        assert.equal(response.statusCode, 201, response.body);
        ids.push(response.json().id);
      }
      const approvals = await Promise.all(ids.map((id) => decide(id, 'aprobar')));
      for (const response of approvals) assert.equal(response.statusCode, 200, response.body);
      const numbers = approvals.map((r) => r.json().numero as string).sort();
      assert.deepEqual(numbers, Array.from({ length: 20 }, (_, i) => `PJ-${String(i + 1).padStart(6, '0')}`));
      const mine = await Promise.all(socios.slice(0, 20).map(async (s) => (await get('/api/afiliaciones/mia', s.headers)).json().afiliacion));
      const codes = new Set(mine.map((m) => m.codigo as string));
      assert.equal(codes.size, 20);
      for (const m of mine) {
        assert.equal(m.estado, 'aprobada');
        assert.match(m.codigo, /^[A-Za-z0-9_-]{22,}$/);
        assert.ok(!m.codigo.includes(m.numero.slice(3)));
      }
      assert.equal((await get('/api/stats', admin.headers)).json().afiliacionesPendientes, 0);
    });

    test('the same CI from two members at once: both accepted and flagged; no approval until one is rejected; two approvals of one request: one succeeds', async () => {
      const [x, y] = [socios[20]!, socios[21]!];
      const both = await Promise.all([post(x, solicitud(99)), post(y, solicitud(99))]);
      for (const response of both) assert.equal(response.statusCode, 201, response.body);
      const [idX, idY] = both.map((r) => r.json().id as number);
      const pending = (await get('/api/afiliaciones?estado=pendiente', admin.headers)).json().data as { id: number; ciEnConflicto: boolean }[];
      assert.deepEqual(pending.filter((a) => a.ciEnConflicto).map((a) => a.id).sort(), [idX, idY].sort());
      assert.equal((await get('/api/stats', admin.headers)).json().afiliacionesPendientes, 2);
      assertError(await decide(idX!, 'aprobar'), 409, AFILIACION_MSG.carnetEnConflicto);
      assert.equal((await decide(idY!, 'rechazar', { motivo: 'El carnet es de otra persona' })).statusCode, 200);
      const approvals = await Promise.all([decide(idX!, 'aprobar'), decide(idX!, 'aprobar')]);
      assert.deepEqual(approvals.map((r) => r.statusCode).sort(), [200, 409]);
      assertError(approvals.find((r) => r.statusCode === 409)!, 409, AFILIACION_MSG.soloPendiente);
      assert.equal(approvals.find((r) => r.statusCode === 200)!.json().numero, 'PJ-000021');
    });

    test('rejection needs a motivo; the member sees it and sends a corrected request; revocation ends the card', async () => {
      const s = socios[22]!;
      const { id } = (await post(s, solicitud(300))).json();
      assertError(await decide(id, 'rechazar', {}), 400, AFILIACION_MSG.motivoRequerido);
      assertError(await decide(id, 'rechazar', { motivo: '   ' }), 400, AFILIACION_MSG.motivoRequerido);
      assertError(await decide(id, 'revocar', { motivo: 'x' }), 409, AFILIACION_MSG.soloAprobada);
      assertError(await decide(999_999, 'aprobar'), 404, AFILIACION_MSG.noEncontrada);
      const rejected = await decide(id, 'rechazar', { motivo: 'El carnet no coincide' });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assert.equal(rejected.json().estado, 'rechazada');
      assertError(await decide(id, 'aprobar'), 409, AFILIACION_MSG.soloPendiente);
      const mia = (await get('/api/afiliaciones/mia', s.headers)).json().afiliacion;
      assert.deepEqual([mia.estado, mia.motivo, mia.codigo], ['rechazada', 'El carnet no coincide', null]);
      assert.equal(AFILIACION_MSG.rechazada(mia.motivo), 'Solicitud rechazada: El carnet no coincide');

      // A corrected request: a new row; the rejected one stays in the history.
      const corrected = await post(s, solicitud(301));
      assert.equal(corrected.statusCode, 201, corrected.body);
      assert.equal((await get('/api/afiliaciones/mia', s.headers)).json().afiliacion.id, corrected.json().id);
      const approved = (await decide(corrected.json().id, 'aprobar')).json();
      const { codigo } = (await get('/api/afiliaciones/mia', s.headers)).json().afiliacion;

      // Public verification, twice through the visitors' cache, then revoked.
      const csrf = await visitor(t.app);
      const checkedAt: string[] = [];
      for (let i = 0; i < 2; i++) {
        const valid = await get(`/api/verificar/${codigo}`, csrf);
        assert.equal(valid.statusCode, 200, valid.body);
        assert.deepEqual(checkTimeOf(valid.json(), checkedAt), { vigente: true, estado: AFILIACION_MSG.vigente, nombre: 'Socio 23', imagen: '', numero: approved.numero, aprobadaEn: approved.aprobadaEn });
        assert.equal(valid.headers['cache-control'], 'private, no-store');
        await sleep(5);
      }
      // Each check says when the server made it: never a kept copy.
      assert.ok(checkedAt[1]! > checkedAt[0]!, `${checkedAt}`);
      // A profile edited after the approval does not change whom the card vouches for: the name approved
      // stays, and a photo no admin saw is not shown.
      await t.db.update(users).set({ nombre: 'Otra Persona', imagen: 'usuarios/otra.jpg' }).where(eq(users.nombre, s.nombre));
      const edited = (await get(`/api/verificar/${codigo}`, csrf)).json();
      assert.deepEqual([edited.vigente, edited.nombre, edited.imagen], [true, 'Socio 23', null]);
      await t.db.update(users).set({ nombre: 'Socio 23', imagen: '' }).where(eq(users.nombre, 'Otra Persona'));
      assertError(await decide(approved.id, 'revocar', {}), 400, AFILIACION_MSG.motivoRequerido);
      const revoked = await decide(approved.id, 'revocar', { motivo: 'Renuncia' });
      assert.equal(revoked.json().estado, 'revocada');
      assert.deepEqual(checkTimeOf((await get(`/api/verificar/${codigo}`, csrf)).json()), {
        vigente: false,
        estado: AFILIACION_MSG.noVigente,
        nombre: null,
        imagen: null,
        numero: null,
        aprobadaEn: null,
      });
      assertError(await get('/api/verificar/no-existe-este-codigo', csrf), 404, AFILIACION_MSG.codigoNoValido);
      assertError(await get(`/api/verificar/${approved.numero}`, csrf), 404, AFILIACION_MSG.codigoNoValido);
      // The owner no longer holds a code.
      assert.equal((await get('/api/afiliaciones/mia', s.headers)).json().afiliacion.codigo, null);

      // Each decision reached the member by email, with the way to /afiliate and none of their data.
      await t.app.mailer.idle();
      const mails = outboxMessages(t.config.outboxDir).filter((m) => m.includes('To: socio23@test.bo'));
      assert.equal(mails.length, 3);
      // (Sent within the same millisecond, they may be listed in any order.)
      for (const line of [
        /Tu solicitud de afiliación no fue aprobada\. Motivo: El carnet no coincide/,
        new RegExp(`Tu número de afiliado es ${approved.numero}\\.`),
        /Tu afiliación fue revocada y tu carnet ya no está vigente\. Motivo: Renuncia/,
      ]) {
        assert.equal(mails.filter((mail) => line.test(mail)).length, 1, String(line));
      }
      for (const mail of mails) {
        assert.match(mail, /http:\/\/localhost(:\d+)?\/afiliate/);
        for (const personal of [solicitud(300).ci, solicitud(301).ci, solicitud(301).celular, solicitud(301).fechaNacimiento]) assert.ok(!mail.includes(personal));
      }
    });

    test('the admins\' list: by estado, by name or CI (any spelling), newest first, paginated; the CSV export', async () => {
      const page = (query: string) => get(`/api/afiliaciones?${query}`, admin.headers);
      const all = (await page('limit=100')).json();
      assert.equal(all.total, 24);
      const created = all.data.map((a: { creadoEn: string }) => a.creadoEn);
      assert.deepEqual(created, [...created].sort().reverse());
      assert.equal((await page('estado=aprobada&limit=100')).json().total, 21);
      assert.deepEqual((await page('estado=rechazada')).json().data.map((a: { nombre: string }) => a.nombre), ['Socio 23', 'Socio 22']);
      assert.deepEqual((await page('estado=revocada')).json().data.map((a: { motivo: string }) => a.motivo), ['Renuncia']);
      const byName = (await page('search=socio%2012')).json();
      assert.deepEqual(byName.data.map((a: { nombre: string }) => a.nombre), ['Socio 12']);
      const row = byName.data[0];
      assert.deepEqual([row.ci, row.celular, row.fechaNacimiento, row.email], ['4100012', '74100012', fechaDe(12), 'socio12@test.bo']);
      for (const ci of ['4100007', '%204100007%20']) assert.deepEqual((await page(`search=${ci}`)).json().data.map((a: { ci: string }) => a.ci), ['4100007']);
      assert.equal((await page('search=410000')).json().total, 0, 'a CI is found only whole, never by a part of it');
      const second = (await page('page=2&limit=10')).json();
      assert.deepEqual([second.page, second.totalPages, second.hasNext, second.hasPrev, second.data.length], [2, 3, true, true, 10]);
      assertError(await page('estado=borrada'), 400);

      const csv = await get('/api/afiliaciones/export.csv?estado=aprobada', admin.headers);
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /text\/csv/);
      assert.equal(csv.headers['cache-control'], 'private, no-store');
      assert.ok(csv.body.startsWith('\uFEFFid;numero;estado;nombre;email;ci;'));
      assert.match(csv.body, /PJ-000001;aprobada;Socio \d+;socio\d+@test\.bo;41000\d\d;/);
      assert.equal(csv.body.trim().split('\r\n').length, 22);
      // Audited without personal data: the summary is the route's.
      const log = (await get('/api/auditoria?limit=100', admin.headers)).json().data as { accion: string; entidad: string; resumen: string }[];
      assert.ok(log.some((e) => e.accion === 'exportar' && e.entidad === 'afiliaciones'));
      assert.ok(log.some((e) => e.accion === 'aprobar' && e.entidad === 'afiliaciones'));
      assert.ok(log.some((e) => e.accion === 'revocar' && e.entidad === 'afiliaciones'));
      assert.doesNotMatch(JSON.stringify(log), /4100\d{3}|7410\d{4}/);
    });

    test('personal data: only the owner and admins read it; no other payload, log line or dump holds it', async () => {
      const owner = socios[4]!;
      const other = socios[5]!;
      const own = (await get('/api/afiliaciones/mia', owner.headers)).json().afiliacion;
      const raw = [own.ci, own.celular, own.fechaNacimiento];
      assert.deepEqual(raw, ['4100005', '74100005', fechaDe(5)]);
      const csrf = await visitor(t.app);
      // What a visitor or another member can read about this member.
      const reads = [
        get(`/api/verificar/${own.codigo}`, csrf),
        get(`/api/verificar/${own.codigo}`, other.headers),
        get('/api/afiliaciones/mia', other.headers),
        get('/api/afiliaciones', other.headers),
        get('/api/afiliaciones/export.csv', other.headers),
        get('/api/afiliaciones', csrf),
        get(`/api/afiliaciones?search=${own.ci}`, other.headers),
        get('/api/account/export', other.headers),
      ];
      for (const response of await Promise.all(reads)) {
        for (const value of raw) assert.ok(!response.body.includes(value), `${value} in ${response.body}`);
      }

      // Never in the server's log: a request with the data, a refused one, a search and an export.
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged: FastifyInstance = await buildApp({ db: t.db, config: t.config, cipher: t.app.cipher, logger: loggerOptions('trace', stream) });
      try {
        const newcomer = (await members({ ...t, app: logged }, 'Registrado', 1))[0]!;
        const secret = solicitud(700, { ci: '4100700-3B' });
        const body = { ...secret, celular: 'no-es-celular' };
        assert.equal((await logged.inject({ method: 'POST', url: '/api/afiliaciones', headers: newcomer.headers, payload: body })).statusCode, 400);
        assert.equal((await logged.inject({ method: 'POST', url: '/api/afiliaciones', headers: newcomer.headers, payload: secret })).statusCode, 201);
        assert.equal((await logged.inject({ method: 'GET', url: '/api/afiliaciones?search=4100700-3B', headers: admin.headers })).json().total, 1);
        assert.equal((await logged.inject({ method: 'GET', url: '/api/afiliaciones/export.csv?search=4100700%203B', headers: admin.headers })).statusCode, 200);
        assert.ok(lines.some((line) => line.includes('/api/afiliaciones?search=oculto')));
        for (const value of ['4100700', '74100700', secret.fechaNacimiento]) assert.ok(!lines.join('').includes(value), `${value} logged`);
      } finally {
        await logged.close();
      }

      // A dump of the database: no CI, phone or birth date in clear, however it is read.
      const clearValues = [...raw, '4100700', '74100700'];
      const rows = await allRowsAsText(t);
      assert.ok(rows.includes('PJ-000001'), 'the dump read the affiliations');
      for (const value of clearValues) assert.ok(!rows.includes(value), `${value} in the table contents`);
      // pg_dump on PostgreSQL; PGlite's own data directory (what `npm run backup` stores): the files themselves.
      const dump = await databaseDump(t);
      assert.ok(dump.includes('PJ-000001'), 'the dump read the affiliations');
      for (const value of clearValues) assert.ok(!dump.includes(value), `${value} in the ${backend} dump`);
    });
  });

  describe(`afiliaciones y la cuenta (${backend})`, () => {
    let t: TestApp;
    let admin: Session;

    before(async () => {
      t = await buildTestApp(backend, { publicCache: true });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
    });
    after(() => t.close());

    const remove = (session: Session, password: string) =>
      inject(t.app, { method: 'POST', url: '/api/account/delete', headers: session.headers, payload: { password } });

    test('the data download holds the member\'s affiliation; deleting the account revokes the card, withdraws a request, never reuses the number', async () => {
      const [ana, beto, carla] = await members(t, 'Cuenta', 3);
      const post = (s: Session, n: number) => inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: s.headers, payload: solicitud(n) });
      const ids = [];
      for (const [i, s] of [ana!, beto!, carla!].entries()) ids.push((await post(s, i + 1)).json().id as number);
      const first = await inject(t.app, { method: 'POST', url: `/api/afiliaciones/${ids[0]}/aprobar`, headers: admin.headers, payload: {} });
      assert.equal(first.json().numero, 'PJ-000001');

      const exported = (await inject(t.app, { method: 'GET', url: '/api/account/export', headers: ana!.headers })).json();
      assert.equal(exported.afiliaciones.length, 1);
      assert.deepEqual([exported.afiliaciones[0].ci, exported.afiliaciones[0].numero, exported.afiliaciones[0].estado], ['4100001', 'PJ-000001', 'aprobada']);
      assert.ok(exported.notas.some((n: string) => n.startsWith('afiliaciones:')));
      const { codigo } = exported.afiliaciones[0];
      const csrf = await visitor(t.app);
      assert.equal((await inject(t.app, { method: 'GET', url: `/api/verificar/${codigo}`, headers: csrf })).json().vigente, true);

      // Ana (approved, PJ-000001) and Beto (pending) delete their accounts.
      assert.equal((await remove(ana!, 'Cuenta-secreto-1')).statusCode, 200);
      assert.equal((await remove(beto!, 'Cuenta-secreto-2')).statusCode, 200);
      assert.deepEqual(checkTimeOf((await inject(t.app, { method: 'GET', url: `/api/verificar/${codigo}`, headers: csrf })).json()), {
        vigente: false,
        estado: AFILIACION_MSG.noVigente,
        nombre: null,
        imagen: null,
        numero: null,
        aprobadaEn: null,
      });
      const rows = await t.db.select().from(afiliaciones).orderBy(afiliaciones.id);
      assert.deepEqual(
        rows.map((r) => [r.id, r.userId, r.estado, r.numero, r.ci, r.ciIndice, r.fechaNacimiento, r.celular, r.motivo]),
        [
          [ids[0], null, 'revocada', 'PJ-000001', null, null, null, null, AFILIACION_MSG.cuentaEliminada],
          [ids[2], carla!.user.id, 'pendiente', null, rows[1]!.ci, rows[1]!.ciIndice, rows[1]!.fechaNacimiento, rows[1]!.celular, null],
        ],
      );
      assert.equal((await inject(t.app, { method: 'GET', url: '/api/stats', headers: admin.headers })).json().afiliacionesPendientes, 1);

      const next = await inject(t.app, { method: 'POST', url: `/api/afiliaciones/${ids[2]}/aprobar`, headers: admin.headers, payload: {} });
      assert.equal(next.json().numero, 'PJ-000002');
      // Ana's carnet is free again: she may join anew with a new account (and a new number).
      const [again] = await members(t, 'Regreso', 1);
      const rejoin = await post(again!, 1);
      assert.equal(rejoin.statusCode, 201, rejoin.body);
      assert.equal((await inject(t.app, { method: 'POST', url: `/api/afiliaciones/${rejoin.json().id}/aprobar`, headers: admin.headers, payload: {} })).json().numero, 'PJ-000003');
      // The admins' list keeps the revoked card without its person.
      const list = (await inject(t.app, { method: 'GET', url: '/api/afiliaciones?estado=revocada', headers: admin.headers })).json();
      assert.deepEqual([list.data[0].numero, list.data[0].nombre, list.data[0].ci], ['PJ-000001', null, null]);
    });
  });

  describe(`afiliaciones: un carnet ajeno no se delata (${backend})`, () => {
    const LIMIT = 4;
    let t: TestApp;
    let admin: Session;

    before(async () => {
      t = await buildTestApp(backend, { afiliacionRateLimit: LIMIT });
      admin = await login(t.app, ADMIN.email, ADMIN.password);
    });
    after(() => t.close());

    const post = (session: Session, payload: object) => inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: session.headers, payload });
    const decide = (id: number, action: 'aprobar' | 'revocar', payload: object = {}) =>
      inject(t.app, { method: 'POST', url: `/api/afiliaciones/${id}/${action}`, headers: admin.headers, payload });
    const shape = (response: { statusCode: number; json: () => object }) => [response.statusCode, Object.keys(response.json()).sort()];

    test("a CI another affiliate holds is accepted like any other and flagged for the admin; a member's second request answers the same whatever the CI", async () => {
      const [titular, sonda, otra] = await members(t, 'Oraculo', 3);
      const held = solicitud(1);
      const card = (await post(titular!, held)).json();
      assert.equal((await decide(card.id, 'aprobar')).json().numero, 'PJ-000001');

      // Someone else's CI and a CI no one holds: the same answer, each with the sender's own request.
      const probe = await post(sonda!, solicitud(2, { ci: held.ci }));
      const fresh = await post(otra!, solicitud(3));
      assert.deepEqual(shape(probe), shape(fresh));
      assert.deepEqual(shape(probe), [201, Object.keys(card).sort()]);
      assert.deepEqual([probe.json().ci, probe.json().estado], [held.ci, 'pendiente']);
      assert.doesNotMatch(probe.body, /conflicto/i);

      // With a request in course: one answer, byte for byte, for a held CI, a free one and their own.
      const answers = await Promise.all([held.ci, '4109999', solicitud(2).ci].map((ci) => post(sonda!, solicitud(2, { ci }))));
      for (const answer of answers) assertError(answer, 409, AFILIACION_MSG.solicitudEnCurso);
      assert.equal(new Set(answers.map((a) => a.body)).size, 1);

      // The admin sees the conflict on both cards, and resolves it before approving.
      const list = (await inject(t.app, { method: 'GET', url: '/api/afiliaciones', headers: admin.headers })).json().data as { id: number; ciEnConflicto: boolean }[];
      assert.deepEqual(list.map((a) => [a.id, a.ciEnConflicto]), [
        [fresh.json().id, false],
        [probe.json().id, true],
        [card.id, true],
      ]);
      assertError(await decide(probe.json().id, 'aprobar'), 409, AFILIACION_MSG.carnetEnConflicto);
      assert.equal((await decide(card.id, 'revocar', { motivo: 'El carnet es de otra persona' })).statusCode, 200);
      const approved = await decide(probe.json().id, 'aprobar');
      assert.equal(approved.statusCode, 200, approved.body);
      assert.deepEqual([approved.json().numero, approved.json().ciEnConflicto], ['PJ-000002', true]);
    });

    test(`affiliation requests are limited per account (${LIMIT} an hour): past it a Spanish 429, other accounts unaffected`, async () => {
      const [prisa, calma] = await members(t, 'Limite', 2);
      for (let i = 0; i < LIMIT; i++) assert.notEqual((await post(prisa!, solicitud(10))).statusCode, 429);
      assertError(await post(prisa!, solicitud(10)), 429, MSG.demasiadosIntentos);
      // Refused before the body is read: an invalid request counts and is refused the same.
      assertError(await post(prisa!, {}), 429, MSG.demasiadosIntentos);
      assert.equal((await post(calma!, solicitud(11))).statusCode, 201);
      assertError(await inject(t.app, { method: 'POST', url: '/api/afiliaciones', headers: await visitor(t.app), payload: solicitud(12) }), 401);
    });
  });
}
