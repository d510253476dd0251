import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { MSG, OPCION_MAX_LENGTH, PARTICIPATION_MSG, toBoliviaWallTime } from '@plataforma/contracts';
import { encuestas, users, votos } from '../../../db/schema';
import { openEvents, type EventStream } from '../../../test/events';
import { waitFor } from '../../../test/processes';
import { ADMIN, assertError, backends, buildTestApp, inject, login, quickMembers, visitor, type Session, type TestApp } from '../../../test/helper';

const OPCIONES = ['Sí, claro', 'No', 'Tal vez 50%/50%'];

for (const backend of backends()) {
  describe(`encuestas (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Record<string, string>;
    let other: Record<string, string>;
    before(async () => {
      t = await buildTestApp(backend);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      [member, other] = (await quickMembers(t, 2, 'miembro')) as [Record<string, string>, Record<string, string>];
    });
    after(() => t.close());

    const create = (headers: Record<string, string>, payload: unknown) =>
      inject(t.app, { method: 'POST', url: '/api/encuestas', headers, payload: payload as Record<string, unknown> });
    const votar = (headers: Record<string, string>, id: number | string, opcion: string) =>
      inject(t.app, { method: 'POST', url: `/api/encuestas/${id}/votar/${encodeURIComponent(opcion)}`, headers });
    const newSurvey = async () => (await create(admin.headers, { titulo: 'Salida', opciones: OPCIONES })).json();

    test('an admin creates a survey: trimmed, blanks dropped, empty description is null, zero votes', async () => {
      const response = await create(admin.headers, { titulo: ' ¿Vamos? ', descripcion: '  ', opciones: [' Sí ', '', '  ', 'No'] });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json();
      assert.deepEqual(
        { titulo: body.titulo, descripcion: body.descripcion, opciones: body.opciones, votos: body.votos, yaVotaste: body.yaVotaste },
        { titulo: '¿Vamos?', descripcion: null, opciones: ['Sí', 'No'], votos: { Sí: 0, No: 0 }, yaVotaste: false },
      );
      const withDescription = (await create(admin.headers, { titulo: 'T', descripcion: ' Detalle ', opciones: ['a', 'b'] })).json();
      assert.equal(withDescription.descripcion, 'Detalle');
    });

    test('validation: title, at least 2 non-blank options, unique after trimming', async () => {
      assertError(await create(admin.headers, { titulo: '  ', opciones: ['a', 'b'] }), 400, MSG.tituloObligatorio);
      assertError(await create(admin.headers, { opciones: ['a', 'b'] }), 400, MSG.tituloObligatorio);
      assertError(await create(admin.headers, { titulo: 'T', opciones: ['a', '  '] }), 400, MSG.opcionesMinimas);
      assertError(await create(admin.headers, { titulo: 'T' }), 400, MSG.opcionesMinimas);
      assertError(await create(admin.headers, { titulo: 'T', opciones: 'a,b' }), 400, MSG.opcionesMinimas);
      assertError(await create(admin.headers, { titulo: 'T', opciones: ['a', 3] }), 400, MSG.opcionesMinimas);
      assertError(await create(admin.headers, { titulo: 'T', opciones: ['a', ' a ', 'b'] }), 400, MSG.opcionesDuplicadas);
      assertError(await create(admin.headers, { titulo: 'T', opciones: ['a', 'b'.repeat(OPCION_MAX_LENGTH + 1)] }), 400, MSG.textoLargo('opción', OPCION_MAX_LENGTH));
    });

    test('the longest option allowed can still be voted for through the URL', async () => {
      const longest = 'ñ /?#%'.repeat(OPCION_MAX_LENGTH).slice(0, OPCION_MAX_LENGTH);
      const survey = (await create(admin.headers, { titulo: 'Larga', opciones: ['corta', longest] })).json();
      const response = await votar(member, survey.id, longest);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().votos[longest], 1);
    });

    test('401 for visitors and 403 for members on admin endpoints; visitors cannot vote', async () => {
      const guest = await visitor(t.app);
      assertError(await create(guest, {}), 401, MSG.noAutenticado);
      assertError(await create(member, {}), 403, MSG.sinPermiso);
      for (const method of ['PUT', 'DELETE'] as const) {
        assertError(await inject(t.app, { method, url: '/api/encuestas/1', headers: guest }), 401, MSG.noAutenticado);
        assertError(await inject(t.app, { method, url: '/api/encuestas/1', headers: member }), 403, MSG.sinPermiso);
      }
      assertError(await votar(guest, 1, 'No'), 401, MSG.noAutenticado);
    });

    test('a member votes once: the answer is the updated survey; the second vote is a 409', async () => {
      const survey = await newSurvey();
      const first = await votar(member, survey.id, 'Tal vez 50%/50%');
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json().votos, { 'Sí, claro': 0, No: 0, 'Tal vez 50%/50%': 1 });
      assert.equal(first.json().yaVotaste, true);
      assertError(await votar(member, survey.id, 'No'), 409, MSG.yaVotaste);

      assertError(await votar(other, survey.id, 'Quizás'), 400, MSG.opcionInexistente);
      assertError(await votar(other, 999999, 'No'), 404, MSG.noEncontrado);
      assertError(await votar(other, 'abc', 'No'), 400, MSG.idInvalido);
      const malformed = await inject(t.app, { method: 'POST', url: `/api/encuestas/${survey.id}/votar/%E0%A4%A`, headers: other });
      // A broken percent-encoding is refused by the router itself, before any handler runs.
      assertError(malformed, 400);
    });

    test('yaVotaste is there for members, absent for visitors, on every read; the tally only for who may see it', async () => {
      const survey = await newSurvey();
      await votar(member, survey.id, 'No');
      const urls = ['/api/encuestas/all', '/api/encuestas?limit=100', `/api/encuestas/${survey.id}`];
      for (const url of urls) {
        const pick = (body: unknown) => (Array.isArray(body) ? body : ((body as { data?: unknown[] }).data ?? [body])).find((e) => (e as { id: number }).id === survey.id) as Record<string, unknown>;
        assert.equal(pick((await inject(t.app, { method: 'GET', url, headers: member })).json()).yaVotaste, true, url);
        const tally = { 'Sí, claro': 0, No: 1, 'Tal vez 50%/50%': 0 };
        assert.deepEqual(pick((await inject(t.app, { method: 'GET', url, headers: member })).json()).votos, tally, url);
        const notYet = pick((await inject(t.app, { method: 'GET', url, headers: other })).json());
        assert.equal(notYet.yaVotaste, false, url);
        assert.equal('votos' in notYet, false, `${url}: a member who has not voted sees no results`);
        assert.deepEqual(pick((await inject(t.app, { method: 'GET', url, headers: admin.headers })).json()).votos, tally, url);
        const anonymous = pick((await inject(t.app, { method: 'GET', url })).json());
        assert.equal('yaVotaste' in anonymous, false, url);
        assert.equal('votos' in anonymous, false, `${url}: a visitor sees no results of an open survey`);
        assert.deepEqual([anonymous.cierraEn, anonymous.cerrada], [null, false], url);
      }
    });

    test("'Tu voto': GET /api/encuestas/mis-votos gives a member their own choices only; no survey read carries a choice", async () => {
      const [first, second] = [await newSurvey(), await newSurvey()];
      const [voter, neighbour, none] = await quickMembers(t, 3, 'mivoto');
      await votar(voter!, first.id, 'Tal vez 50%/50%');
      await votar(voter!, second.id, 'No');
      await votar(neighbour!, first.id, 'Sí, claro');
      const mine = (headers: Record<string, string>) => inject(t.app, { method: 'GET', url: '/api/encuestas/mis-votos', headers });
      const answer = await mine(voter!);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json(), { [first.id]: 'Tal vez 50%/50%', [second.id]: 'No' });
      assert.equal(answer.headers['cache-control'], 'private, no-store');
      assert.deepEqual((await mine(neighbour!)).json(), { [first.id]: 'Sí, claro' });
      assert.deepEqual((await mine(none!)).json(), {});
      assertError(await mine(await visitor(t.app)), 401, MSG.noAutenticado);

      // The surveys' own reads (public: a visitor's copy is shared) say whether the member voted, never for what.
      const fields = ['id', 'titulo', 'descripcion', 'opciones', 'votos', 'creadoEn', 'cierraEn', 'cerrada', 'yaVotaste'];
      for (const headers of [voter!, {}]) {
        for (const survey of (await inject(t.app, { method: 'GET', url: '/api/encuestas/all', headers })).json() as Record<string, unknown>[]) {
          assert.deepEqual(Object.keys(survey).filter((key) => !fields.includes(key)), []);
        }
      }
      // An option removed by an edit takes the vote, and the choice, with it.
      await inject(t.app, { method: 'PUT', url: `/api/encuestas/${second.id}`, headers: admin.headers, payload: { titulo: 'Salida', opciones: ['Sí, claro', 'Otra'] } });
      assert.deepEqual((await mine(voter!)).json(), { [first.id]: 'Tal vez 50%/50%' });
    });

    test('list, all and one: newest first, paginated, 404/400', async () => {
      await t.db.delete(encuestas);
      for (let i = 1; i <= 3; i++) await t.db.insert(encuestas).values({ titulo: `E${i}`, opciones: ['a', 'b'], creadoEn: new Date(`2026-02-0${i}T00:00:00Z`) });
      const page = (await inject(t.app, { method: 'GET', url: '/api/encuestas?page=2&limit=2' })).json();
      assert.deepEqual(page.data.map((e: { titulo: string }) => e.titulo), ['E1']);
      assert.deepEqual([page.total, page.totalPages, page.hasNext, page.hasPrev], [3, 2, false, true]);
      const all = (await inject(t.app, { method: 'GET', url: '/api/encuestas/all' })).json();
      assert.deepEqual(all.map((e: { titulo: string }) => e.titulo), ['E3', 'E2', 'E1']);
      assert.equal('votos' in all[0], false);
      assertError(await inject(t.app, { method: 'GET', url: '/api/encuestas/999999' }), 404, MSG.noEncontrado);
      assertError(await inject(t.app, { method: 'GET', url: '/api/encuestas/-1' }), 400, MSG.idInvalido);
    });

    test('editing keeps the votes of remaining options and drops those of removed ones', async () => {
      const survey = await newSurvey();
      await votar(member, survey.id, 'No');
      await votar(other, survey.id, 'Sí, claro');
      const response = await inject(t.app, {
        method: 'PUT',
        url: `/api/encuestas/${survey.id}`,
        headers: admin.headers,
        payload: { titulo: 'Salida editada', descripcion: 'Nueva', opciones: ['No', ' Otra '] },
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.deepEqual([body.titulo, body.descripcion, body.opciones], ['Salida editada', 'Nueva', ['No', 'Otra']]);
      assert.deepEqual(body.votos, { No: 1, Otra: 0 });
      assert.equal((await t.db.select({ n: count() }).from(votos).where(eq(votos.encuestaId, survey.id)))[0]!.n, 1);
      // The member whose option was removed may vote again; the other one still may not.
      assert.equal((await votar(other, survey.id, 'Otra')).statusCode, 200);
      assertError(await votar(member, survey.id, 'Otra'), 409, MSG.yaVotaste);

      const put = (id: number | string, payload: Record<string, unknown>) => inject(t.app, { method: 'PUT', url: `/api/encuestas/${id}`, headers: admin.headers, payload });
      assertError(await put(survey.id, { titulo: 'x', opciones: ['solo'] }), 400, MSG.opcionesMinimas);
      assertError(await put(999999, { titulo: 'x', opciones: ['a', 'b'] }), 404, MSG.noEncontrado);
      assertError(await put('x', { titulo: 'x', opciones: ['a', 'b'] }), 400, MSG.idInvalido);
    });

    test('deleting a survey deletes its votes', async () => {
      const survey = await newSurvey();
      await votar(member, survey.id, 'No');
      const response = await inject(t.app, { method: 'DELETE', url: `/api/encuestas/${survey.id}`, headers: admin.headers });
      assert.equal(response.statusCode, 200);
      assert.equal(typeof response.json().message, 'string');
      assert.equal((await t.db.select({ n: count() }).from(votos).where(eq(votos.encuestaId, survey.id)))[0]!.n, 0);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/encuestas/${survey.id}`, headers: admin.headers }), 404, MSG.noEncontrado);
    });

    test('votes cast together share one statement, and each keeps its own outcome', async () => {
      const survey = await newSurvey();
      const [before, twice, wrongFirst] = await t.db
        .insert(users)
        .values(['antes', 'dos-veces', 'opcion-mala'].map((name) => ({ nombre: name, email: `${name}@lote.local`, passwordHash: 'sin-login' })))
        .returning({ id: users.id });
      await t.app.encuestasRepository.vote(survey.id, before!.id, 'No');
      // Called in the same turn of the event loop: one batch.
      const repository = t.app.encuestasRepository;
      const outcomes = await Promise.allSettled([
        repository.vote(survey.id, before!.id, 'Sí, claro'),
        repository.vote(survey.id, twice!.id, 'No'),
        repository.vote(survey.id, twice!.id, 'Sí, claro'),
        repository.vote(survey.id, wrongFirst!.id, 'Quizás'),
        repository.vote(survey.id, wrongFirst!.id, 'Tal vez 50%/50%'),
        repository.vote(999999, twice!.id, 'No'),
      ]);
      const [alreadyVoted, first, second, noSuchOption, valid, noSuchSurvey] = outcomes;
      const answer = (outcome: (typeof outcomes)[number]) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason);
      // Every vote counted by the statement sees the tally after it: the earlier 'No' and these two.
      const tally = { 'Sí, claro': 0, No: 2, 'Tal vez 50%/50%': 1 };
      assert.equal(answer(alreadyVoted!), null);
      assert.deepEqual(answer(first!)?.votos, tally);
      assert.equal(answer(second!), null);
      assert.equal(answer(noSuchOption!)?.message, MSG.opcionInexistente);
      assert.deepEqual(answer(valid!)?.votos, tally);
      assert.equal(answer(noSuchSurvey!), undefined);
      const rows = await t.db.select({ userId: votos.userId, opcion: votos.opcion }).from(votos).where(eq(votos.encuestaId, survey.id)).orderBy(votos.userId);
      assert.deepEqual(rows, [
        { userId: before!.id, opcion: 'No' },
        { userId: twice!.id, opcion: 'No' },
        { userId: wrongFirst!.id, opcion: 'Tal vez 50%/50%' },
      ]);
    });

    test('200 members voting twice at the same time: exactly 200 votes and 200 refusals', async () => {
      const survey = await newSurvey();
      const members = await quickMembers(t, 200, 'masa');
      const responses = await Promise.all(members.flatMap((headers, i) => [votar(headers, survey.id, OPCIONES[i % 3]!), votar(headers, survey.id, 'No')]));
      const statuses = responses.map((r) => r.statusCode);
      assert.equal(statuses.filter((s) => s === 200).length, 200);
      assert.equal(statuses.filter((s) => s === 409).length, 200);
      for (const refused of responses.filter((r) => r.statusCode === 409)) assertError(refused, 409, MSG.yaVotaste);
      assert.equal((await t.db.select({ n: count() }).from(votos).where(eq(votos.encuestaId, survey.id)))[0]!.n, 200);
      const final = (await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}`, headers: admin.headers })).json();
      assert.equal(Object.values(final.votos as Record<string, number>).reduce((a, b) => a + b, 0), 200);
    });

    test('a closing date: stored, edited and removed; past it the survey is closed, shows its results to everyone and takes no vote', async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const created = await create(admin.headers, { titulo: 'Con cierre', opciones: ['a', 'b'], cierraEn: later });
      assert.equal(created.statusCode, 201, created.body);
      assert.deepEqual([created.json().cierraEn, created.json().cerrada], [later, false]);
      // An offset is an instant: -04:00 (La Paz) is stored as the same UTC time.
      const put = (payload: Record<string, unknown>) => inject(t.app, { method: 'PUT', url: `/api/encuestas/${created.json().id}`, headers: admin.headers, payload });
      const edited = (await put({ titulo: 'Con cierre', opciones: ['a', 'b'], cierraEn: '2099-01-02T10:00:00-04:00' })).json();
      assert.equal(edited.cierraEn, '2099-01-02T14:00:00.000Z');
      assert.equal((await put({ titulo: 'Con cierre', opciones: ['a', 'b'], cierraEn: '' })).json().cierraEn, null);
      assert.equal((await put({ titulo: 'Con cierre', opciones: ['a', 'b'] })).json().cierraEn, null);
      assertError(await put({ titulo: 'Con cierre', opciones: ['a', 'b'], cierraEn: 'mañana' }), 400, MSG.fechaInvalida);
      assertError(await put({ titulo: 'Con cierre', opciones: ['a', 'b'], cierraEn: '2099-01-02T10:00:00' }), 400, MSG.fechaInvalida);

      const survey = await newSurvey();
      await votar(member, survey.id, 'No');
      await t.db.update(encuestas).set({ cierraEn: new Date(Date.now() - 1000) }).where(eq(encuestas.id, survey.id));
      assertError(await votar(other, survey.id, 'No'), 409, PARTICIPATION_MSG.encuestaCerrada);
      assertError(await votar(member, survey.id, 'Sí, claro'), 409, PARTICIPATION_MSG.encuestaCerrada);
      assert.equal((await t.db.select({ n: count() }).from(votos).where(eq(votos.encuestaId, survey.id)))[0]!.n, 1);
      for (const headers of [{}, other, member]) {
        const read = (await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}`, headers })).json();
        assert.equal(read.cerrada, true);
        assert.deepEqual(read.votos, { 'Sí, claro': 0, No: 1, 'Tal vez 50%/50%': 0 });
      }
    });

    test('the closing time is checked inside the vote statement: votes of one batch after it are all refused', async () => {
      const survey = await newSurvey();
      await t.db.update(encuestas).set({ cierraEn: new Date(Date.now() - 1) }).where(eq(encuestas.id, survey.id));
      const members = await quickMembers(t, 5, 'tarde');
      const answers = await Promise.all(members.map((headers) => votar(headers, survey.id, 'No')));
      for (const answer of answers) assertError(answer, 409, PARTICIPATION_MSG.encuestaCerrada);
      assert.equal((await t.db.select({ n: count() }).from(votos).where(eq(votos.encuestaId, survey.id)))[0]!.n, 0);
    });

    test("an admin's results: JSON by default, CSV with ?format=csv (BOM, ';', header)", async () => {
      const survey = await newSurvey();
      const [a, b, c] = await quickMembers(t, 3, 'csv');
      await votar(a!, survey.id, 'No');
      await votar(b!, survey.id, 'No');
      await votar(c!, survey.id, 'Sí, claro');
      const json = await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados`, headers: admin.headers });
      assert.equal(json.statusCode, 200, json.body);
      assert.deepEqual(json.json(), {
        id: survey.id,
        titulo: 'Salida',
        creadoEn: survey.creadoEn,
        cierraEn: null,
        total: 3,
        cerrada: false,
        resultados: [
          { opcion: 'Sí, claro', votos: 1, porcentaje: 33.3 },
          { opcion: 'No', votos: 2, porcentaje: 66.7 },
          { opcion: 'Tal vez 50%/50%', votos: 0, porcentaje: 0 },
        ],
      });
      const csv = await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados?format=csv`, headers: admin.headers });
      assert.equal(csv.statusCode, 200, csv.body);
      assert.match(String(csv.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.match(String(csv.headers['content-disposition']), /attachment; filename="encuesta-\d+-resultados\.csv"/);
      assert.equal(csv.headers['cache-control'], 'private, no-store');
      assert.ok(csv.body.startsWith('\uFEFF'));
      // For a Spanish spreadsheet: ';' between cells, decimal comma, dates as Bolivia's clock shows them.
      const rows: string[][] = parse(csv.body, { bom: true, delimiter: ';', relax_column_count: true });
      const wall = (instant: string | number) => `${toBoliviaWallTime(new Date(instant))!.day} ${toBoliviaWallTime(new Date(instant))!.time}`;
      const exportedAt = rows[4]![1]!;
      assert.ok([wall(Date.now() - 60_000), wall(Date.now())].includes(exportedAt), exportedAt);
      assert.deepEqual(rows, [
        ['Encuesta', 'Salida'],
        ['Creada el', wall(survey.creadoEn)],
        ['Cierra el', 'Sin fecha de cierre'],
        ['Estado', 'Abierta'],
        ['Exportado el', exportedAt],
        [''],
        ['Opción', 'Votos', 'Porcentaje'],
        ['Sí, claro', '1', '33,3'],
        ['No', '2', '66,7'],
        ['Tal vez 50%/50%', '0', '0'],
        ['Total', '3', '100'],
      ]);
      // A closing date in Bolivia's time: 20:30 in La Paz is 00:30 UTC of the next day.
      await t.db.update(encuestas).set({ cierraEn: new Date('2099-03-02T00:30:00Z') }).where(eq(encuestas.id, survey.id));
      const closing = await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados?format=csv`, headers: admin.headers });
      assert.deepEqual(parse(closing.body, { bom: true, delimiter: ';', relax_column_count: true })[2], ['Cierra el', '2099-03-01 20:30']);
      assertError(await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados`, headers: member }), 403, MSG.sinPermiso);
      assertError(await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados?format=csv` }), 401, MSG.noAutenticado);
      assertError(await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados?format=xml`, headers: admin.headers }), 400, MSG.formatoInvalido);
      assertError(await inject(t.app, { method: 'GET', url: `/api/encuestas/${survey.id}/resultados?format=xls`, headers: admin.headers }), 400);
      assertError(await inject(t.app, { method: 'GET', url: '/api/encuestas/999999/resultados', headers: admin.headers }), 404, MSG.noEncontrado);
    });

    test('live results (Server-Sent Events): only for who may see results; the tally now, then each new vote; closed with the client', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const survey = await newSurvey();
      const [voter, late, third] = await quickMembers(t, 3, 'vivo');
      const url = `${base}/api/encuestas/${survey.id}/eventos`;
      const refused = async (headers: Record<string, string>, status: number, message: string) => {
        const stream = await openEvents(url, headers);
        assert.equal(stream.response.status, status);
        assert.equal(((await stream.response.json()) as { message: string }).message, message);
      };
      await refused({}, 401, PARTICIPATION_MSG.resultadosSinSesion);
      await refused(voter!, 403, PARTICIPATION_MSG.resultadosTrasVotar);
      assert.equal((await openEvents(`${base}/api/encuestas/999999/eventos`, admin.headers)).response.status, 404);

      await votar(voter!, survey.id, 'No');
      const mine = await openEvents(url, voter!);
      const watching = await openEvents(url, admin.headers);
      try {
        assert.equal(mine.response.status, 200);
        assert.match(String(mine.response.headers.get('content-type')), /^text\/event-stream/);
        assert.equal(mine.response.headers.get('cache-control'), 'private, no-store');
        assert.equal(mine.response.headers.get('content-encoding'), null);
        assert.deepEqual(await mine.next(), { id: survey.id, votos: { 'Sí, claro': 0, No: 1, 'Tal vez 50%/50%': 0 } });
        assert.match(mine.received(), /^retry: \d+\n\n/);
        assert.deepEqual((await watching.next()).votos, { 'Sí, claro': 0, No: 1, 'Tal vez 50%/50%': 0 });
        assert.equal(t.app.liveVotes.size(), 2);

        // Two votes in a burst: one coalesced event with both.
        await Promise.all([votar(late!, survey.id, 'Sí, claro'), votar(third!, survey.id, 'Sí, claro')]);
        const expected = { 'Sí, claro': 2, No: 1, 'Tal vez 50%/50%': 0 };
        // (An event repeating the tally may come first: the first vote's own, coalesced after the streams opened.)
        const same = (event: { votos: Record<string, number> }) => event.votos['Sí, claro'] === 2;
        assert.deepEqual((await mine.until(same, 2000)).votos, expected);
        assert.deepEqual((await watching.until(same, 2000)).votos, expected);
      } finally {
        mine.close();
        watching.close();
      }
      await waitFor(async () => t.app.liveVotes.size() === 0, { timeoutMs: 2000, what: 'the closed streams forgotten' });

      // Once closed, a visitor may watch too.
      await t.db.update(encuestas).set({ cierraEn: new Date(Date.now() - 1000) }).where(eq(encuestas.id, survey.id));
      const visitorStream = await openEvents(url);
      try {
        assert.equal(visitorStream.response.status, 200);
        assert.deepEqual((await visitorStream.next()).votos, { 'Sí, claro': 2, No: 1, 'Tal vez 50%/50%': 0 });
      } finally {
        visitorStream.close();
      }
    });
  });
}

for (const backend of backends()) {
  describe(`live results streams are bounded (${backend})`, () => {
    const PER_IP = 3;
    const PER_PROCESS = 15;
    let t: TestApp;
    let base: string;
    let admin: Session;
    let open: { id: number };
    let closed: { id: number };
    const opened: EventStream[] = [];

    before(async () => {
      // The default per session (10); the visitors' and the process's caps lowered to reach them.
      t = await buildTestApp(backend, { liveStreamsPerIp: PER_IP, liveStreamsPerProcess: PER_PROCESS });
      assert.equal(t.config.liveStreamsPerSession, 10);
      admin = await login(t.app, ADMIN.email, ADMIN.password);
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const create = async (titulo: string) =>
        (await inject(t.app, { method: 'POST', url: '/api/encuestas', headers: admin.headers, payload: { titulo, opciones: ['a', 'b'] } })).json();
      open = await create('Abierta');
      closed = await create('Cerrada');
      await t.db.update(encuestas).set({ cierraEn: new Date(Date.now() - 1000) }).where(eq(encuestas.id, closed.id));
    });
    after(() => t.close());

    /** A stream of `survey` with `headers`; kept open until the test's end (`closeAll`). */
    const stream = async (survey: { id: number }, headers: Record<string, string> = {}) => {
      const events = await openEvents(`${base}/api/encuestas/${survey.id}/eventos`, headers);
      opened.push(events);
      return events;
    };
    const closeAll = async () => {
      for (const events of opened.splice(0)) events.close();
      await waitFor(async () => t.app.liveVotes.size() === 0, { timeoutMs: 2000, what: 'every stream closed' });
    };
    const refusal = async (events: EventStream, status: number, message: string) => {
      assert.equal(events.response.status, status);
      assert.ok(Number(events.response.headers.get('retry-after')) > 0, 'a Retry-After');
      assert.equal(((await events.response.json()) as { message: string }).message, message);
    };

    test('a session holds at most 10 streams (429 past them); closing one frees its place; other sessions are not counted', async () => {
      try {
        for (let i = 0; i < 10; i++) assert.equal((await stream(open, admin.headers)).response.status, 200);
        await refusal(await stream(open, admin.headers), 429, PARTICIPATION_MSG.demasiadosEnVivo);
        const [voter] = await quickMembers(t, 1, 'sesion');
        await inject(t.app, { method: 'POST', url: `/api/encuestas/${open.id}/votar/a`, headers: voter! });
        assert.equal((await stream(open, voter!)).response.status, 200);

        opened[0]!.close();
        await waitFor(async () => t.app.liveVotes.size() === 10, { timeoutMs: 2000, what: 'the closed stream forgotten' });
        assert.equal((await stream(open, admin.headers)).response.status, 200);
      } finally {
        await closeAll();
      }
    });

    test('a refused stream (403, 404) holds no place', async () => {
      const [member] = await quickMembers(t, 1, 'rechazado');
      try {
        for (let i = 0; i < 12; i++) assert.equal((await stream(open, member!)).response.status, 403);
        for (let i = 0; i < 12; i++) assert.equal((await stream({ id: 999999 }, member!)).response.status, 404);
        await inject(t.app, { method: 'POST', url: `/api/encuestas/${open.id}/votar/b`, headers: member! });
        for (let i = 0; i < 10; i++) assert.equal((await stream(open, member!)).response.status, 200);
      } finally {
        await closeAll();
      }
    });

    test(`visitors (a closed survey's results) hold at most ${PER_IP} streams per address; members from it are counted by session`, async () => {
      try {
        for (let i = 0; i < PER_IP; i++) assert.equal((await stream(closed)).response.status, 200);
        await refusal(await stream(closed), 429, PARTICIPATION_MSG.demasiadosEnVivoRed);
        assert.equal((await stream(closed, admin.headers)).response.status, 200);
      } finally {
        await closeAll();
      }
    });

    test(`the process holds at most ${PER_PROCESS} streams: 503 past them, for everyone`, async () => {
      const sessions = await quickMembers(t, 2, 'proceso');
      for (const session of sessions) await inject(t.app, { method: 'POST', url: `/api/encuestas/${open.id}/votar/a`, headers: session });
      try {
        for (let i = 0; i < 10; i++) await stream(open, admin.headers);
        for (let i = 0; i < PER_PROCESS - 10; i++) assert.equal((await stream(open, sessions[0]!)).response.status, 200);
        assert.equal(t.app.liveVotes.size(), PER_PROCESS);
        await refusal(await stream(open, sessions[1]!), 503, PARTICIPATION_MSG.enVivoSaturado);
        await refusal(await stream(closed), 503, PARTICIPATION_MSG.enVivoSaturado);
      } finally {
        await closeAll();
      }
    });
  });
}
