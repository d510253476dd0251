import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, like } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { formatDateTimeSpan, fromBoliviaWallTime, IDEMPOTENCY_HEADER, MSG, PARTICIPATION_MSG, toBoliviaWallTime } from '@plataforma/contracts';
import { asistencias, auditoria, eventos, inscripciones, users } from '../../../db/schema';
import { assertError, backends, buildAppWithSessions, inject, MEMBER, quickMembers, type Session, type TestApp } from '../../../test/helper';
import { outboxFiles, quotedPrintable } from '../../../test/outbox';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `time` in Bolivia, `n` days from today there. */
const dayIn = (n: number, time = '18:30') => new Date(fromBoliviaWallTime(toBoliviaWallTime(new Date(Date.now() + n * DAY_MS))!.day, time)!);
/** `hours` from now (negative: ago). */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** A message's Subject, its encoded words (RFC 2047, as nodemailer writes a non-ASCII subject) undone. */
function subjectOf(message: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(message)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

/** The `.ics` attached to a message (its MIME part, base64 or quoted-printable undone). */
function attachedIcs(message: string): string {
  const part = message.split(/\r?\n--/).find((p) => /Content-Disposition: attachment/i.test(p));
  assert.ok(part, 'no attachment');
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(headers!) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content;
}

for (const backend of backends()) {
  describe(`inscripciones (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let member: Session;
    before(async () => ({ t, admin, member } = await buildAppWithSessions(backend)));
    after(() => t.close());

    const newEvent = async (values: { cupo?: number | null; fecha?: Date; fechaFin?: Date | null; lugar?: string } = {}) => {
      const [row] = await t.db
        .insert(eventos)
        .values({ titulo: 'Foro juvenil', descripcion: 'Debate abierto', fecha: dayIn(3), ...values })
        .returning();
      return row!;
    };
    const signUp = (id: number, headers: Record<string, string>) => inject(t.app, { method: 'POST', url: `/api/eventos/${id}/inscripcion`, headers });
    const cancel = (id: number, headers: Record<string, string>) => inject(t.app, { method: 'DELETE', url: `/api/eventos/${id}/inscripcion`, headers });
    const rowsOf = async (eventoId: number) => (await t.db.select({ n: count() }).from(inscripciones).where(eq(inscripciones.eventoId, eventoId)))[0]!.n;

    test('a member signs up (201 with inscrito and inscritos), again without a second row, and cancels', async () => {
      const evento = await newEvent({ cupo: 5 });
      const first = await signUp(evento.id, member.headers);
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(first.json(), {
        id: evento.id,
        titulo: 'Foro juvenil',
        descripcion: 'Debate abierto',
        fecha: evento.fecha.toISOString(),
        fechaFin: null,
        lugar: null,
        imagen: null,
        cupo: 5,
        inscritos: 1,
        inscrito: true,
      });
      const again = await signUp(evento.id, member.headers);
      assert.equal(again.statusCode, 201);
      assert.equal(again.json().inscritos, 1);
      assert.equal(await rowsOf(evento.id), 1);

      // The member sees their state; a visitor's payload has the count and never `inscrito`.
      assert.equal((await inject(t.app, { method: 'GET', url: `/api/eventos/${evento.id}`, headers: member.headers })).json().inscrito, true);
      const seen = (await inject(t.app, { method: 'GET', url: '/api/eventos/all' })).json()[0];
      assert.equal(seen.inscritos, 1);
      assert.ok(!('inscrito' in seen));

      const cancelled = await cancel(evento.id, member.headers);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(cancelled.json().inscrito, false);
      assert.equal(cancelled.json().inscritos, 0);
      assert.equal(await rowsOf(evento.id), 0);
      await t.db.delete(eventos);
    });

    test('404 for no such event; 409 when full or past; a retried sign-up (same Idempotency-Key) stores once', async () => {
      assertError(await signUp(424242, member.headers), 404, MSG.noEncontrado);
      assertError(await cancel(424242, member.headers), 404, MSG.noEncontrado);

      const full = await newEvent({ cupo: 1 });
      const [other] = await quickMembers(t, 1, 'lleno');
      assert.equal((await signUp(full.id, other!)).statusCode, 201);
      assertError(await signUp(full.id, member.headers), 409, PARTICIPATION_MSG.cuposAgotados);

      const past = await newEvent({ fecha: dayIn(-2) });
      assertError(await signUp(past.id, member.headers), 409, PARTICIPATION_MSG.eventoPasado);
      assertError(await cancel(past.id, member.headers), 409, PARTICIPATION_MSG.eventoPasado);
      // Past follows the end: begun an hour ago, open (2 hours without an end); begun 3 hours ago, closed
      // without an end, open with an end still to come, closed once that end has come.
      assert.equal((await signUp((await newEvent({ fecha: hoursFromNow(-1) })).id, member.headers)).statusCode, 201);
      assertError(await signUp((await newEvent({ fecha: hoursFromNow(-3) })).id, member.headers), 409, PARTICIPATION_MSG.eventoPasado);
      const onGoing = await newEvent({ fecha: hoursFromNow(-3), fechaFin: hoursFromNow(1) });
      assert.equal((await signUp(onGoing.id, member.headers)).statusCode, 201);
      assert.equal((await cancel(onGoing.id, member.headers)).statusCode, 200);
      const ended = await newEvent({ fecha: hoursFromNow(-3), fechaFin: hoursFromNow(-0.5) });
      assertError(await signUp(ended.id, member.headers), 409, PARTICIPATION_MSG.eventoPasado);
      assertError(await cancel(ended.id, member.headers), 409, PARTICIPATION_MSG.eventoPasado);

      const open = await newEvent();
      const headers = { ...member.headers, [IDEMPOTENCY_HEADER]: randomUUID() };
      const [a, b] = [await signUp(open.id, headers), await signUp(open.id, headers)];
      assert.equal(a.statusCode, 201);
      assert.equal(b.statusCode, 201);
      assert.deepEqual(b.json(), a.json());
      // The retry was answered from the stored answer, not signed up again.
      assert.equal(b.headers['idempotent-replayed'], 'true');
      assert.equal(await rowsOf(open.id), 1);
      await t.db.delete(eventos);
      await t.db.delete(users).where(like(users.email, 'lleno%'));
    });

    test('a sign-up is confirmed by email once: time in Bolivia, place, link to the page and the event’s .ics', async () => {
      const evento = await newEvent({ cupo: 5, lugar: 'Plaza Murillo', fecha: dayIn(4, '18:30'), fechaFin: dayIn(4, '20:00') });
      /** The raw messages to the member about this event. */
      const mailsOf = async () => {
        await t.app.mailer.idle();
        return outboxFiles(t.config.outboxDir)
          .map((file) => readFileSync(join(t.config.outboxDir, file), 'utf8'))
          .filter((raw) => raw.includes(`To: ${MEMBER.email}`) && quotedPrintable(raw).includes(`/agenda/${evento.id}`));
      };
      const headers = { ...member.headers, [IDEMPOTENCY_HEADER]: randomUUID() };
      assert.equal((await signUp(evento.id, headers)).statusCode, 201);
      // A retry (answered from the stored reply) and a second attempt send nothing more.
      assert.equal((await signUp(evento.id, headers)).headers['idempotent-replayed'], 'true');
      assert.equal((await signUp(evento.id, member.headers)).statusCode, 201);
      const mails = await mailsOf();
      assert.equal(mails.length, 1);
      const [raw] = mails as [string];
      assert.equal(subjectOf(raw), 'Inscripción confirmada: Foro juvenil');
      const mail = quotedPrintable(raw);
      const when = formatDateTimeSpan(evento.fecha, evento.fechaFin);
      assert.match(when, /· 18:30 – 20:00$/);
      assert.ok(mail.includes(`Cuándo: ${when} (hora de Bolivia)`), mail);
      assert.ok(mail.includes('Lugar: Plaza Murillo'));
      // An absolute link to the event's page (the request's own host here: no PUBLIC_URL in tests).
      assert.match(mail, new RegExp(`https?://[^\\s"/]+/agenda/${evento.id}\\b`));
      const ics = attachedIcs(mail);
      assert.match(mail, new RegExp(`filename="?evento-${evento.id}\\.ics`));
      const utc = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');
      assert.match(ics, new RegExp(`DTSTART:${utc(evento.fecha)}`));
      assert.match(ics, new RegExp(`DTEND:${utc(evento.fechaFin!)}`));
      assert.match(ics, /LOCATION:Plaza Murillo/);

      // Signing up again after cancelling is a new sign-up, confirmed again.
      assert.equal((await cancel(evento.id, member.headers)).statusCode, 200);
      assert.equal((await signUp(evento.id, member.headers)).statusCode, 201);
      assert.equal((await mailsOf()).length, 2);
      await t.db.delete(eventos);
    });

    test('50 members at once for 10 places: exactly 10 sign-ups, 40 answered 409', async () => {
      const evento = await newEvent({ cupo: 10 });
      const members = await quickMembers(t, 50, 'masa');
      const responses = await Promise.all(members.map((headers) => signUp(evento.id, headers)));
      const statuses = responses.map((r) => r.statusCode);
      assert.equal(statuses.filter((s) => s === 201).length, 10);
      assert.equal(statuses.filter((s) => s === 409).length, 40);
      for (const refused of responses.filter((r) => r.statusCode === 409)) assertError(refused, 409, PARTICIPATION_MSG.cuposAgotados);
      assert.equal(await rowsOf(evento.id), 10);
      // A place freed is taken by the next one.
      const accepted = members.filter((_, i) => statuses[i] === 201);
      const waiting = members.filter((_, i) => statuses[i] === 409);
      assert.equal((await cancel(evento.id, accepted[0]!)).statusCode, 200);
      assert.equal((await signUp(evento.id, waiting[0]!)).json().inscritos, 10);
      assertError(await signUp(evento.id, waiting[1]!), 409, PARTICIPATION_MSG.cuposAgotados);
      await t.db.delete(eventos);
      await t.db.delete(users).where(like(users.email, 'masa%'));
    });

    test('a blocked member cannot sign up but may still free their place', async () => {
      const evento = await newEvent();
      assert.equal((await signUp(evento.id, member.headers)).statusCode, 201);
      await t.db.update(users).set({ bloqueadoEn: new Date() }).where(eq(users.id, member.user.id));
      assertError(await signUp(evento.id, member.headers), 403, PARTICIPATION_MSG.cuentaBloqueada);
      assert.equal((await cancel(evento.id, member.headers)).statusCode, 200);
      assert.equal(await rowsOf(evento.id), 0);
      await t.db.update(users).set({ bloqueadoEn: null }).where(eq(users.id, member.user.id));
      await t.db.delete(eventos);
    });

    test('admins list the registrants (JSON and CSV) and check them in once', async () => {
      // 21:00 in Bolivia is 01:00 UTC of the next day: the check-in's day is Bolivia's.
      const evento = await newEvent({ cupo: 3, lugar: 'El Alto', fecha: dayIn(3, '21:00') });
      const [other] = await quickMembers(t, 1, 'otra');
      await signUp(evento.id, member.headers);
      await signUp(evento.id, other!);
      const list = (await inject(t.app, { method: 'GET', url: `/api/eventos/${evento.id}/inscripciones`, headers: admin.headers })).json();
      assert.deepEqual(
        list.map((i: { nombre: string; email: string; asistenciaRegistrada: boolean }) => [i.nombre, i.email, i.asistenciaRegistrada]),
        [
          ['Miembro Uno', 'miembro@test.local', false],
          ['otra 0', 'otra0@test.local', false],
        ],
      );
      assert.ok(!Number.isNaN(Date.parse(list[0].inscritoEn)));

      const url = `/api/eventos/${evento.id}/inscripciones/${member.user.id}/asistencia`;
      const checkIn = await inject(t.app, { method: 'POST', url, headers: admin.headers });
      assert.equal(checkIn.statusCode, 201, checkIn.body);
      assert.deepEqual({ ...(checkIn.json() as object), id: 0 }, {
        id: 0,
        tituloEvento: 'Foro juvenil',
        nombreCompleto: 'Miembro Uno',
        ci: '',
        distrito: '',
        celular: '',
        colegio: '',
        edad: null,
        asistio: true,
        // Bolivia is UTC−4: the UTC day of the start 4 hours earlier, the day before the start's UTC day.
        fechaEvento: new Date(evento.fecha.getTime() - 4 * HOUR_MS).toISOString().slice(0, 10),
        eventoId: evento.id,
        userId: member.user.id,
      });
      // Nothing to encrypt yet: CI and celular are stored null, read as ''.
      const [stored] = await t.db.select().from(asistencias).where(eq(asistencias.id, checkIn.json().id));
      assert.deepEqual([stored!.ci, stored!.ciIndice, stored!.celular], [null, null, null]);
      const twice = await inject(t.app, { method: 'POST', url, headers: admin.headers });
      assert.equal(twice.statusCode, 200);
      assert.equal(twice.json().id, checkIn.json().id);
      assert.equal((await t.db.select({ n: count() }).from(asistencias))[0]!.n, 1);
      // Only a registrant can be checked in.
      assertError(await inject(t.app, { method: 'POST', url: `/api/eventos/${evento.id}/inscripciones/${admin.user.id}/asistencia`, headers: admin.headers }), 404);
      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/424242/inscripciones', headers: admin.headers }), 404);

      const csv = await inject(t.app, { method: 'GET', url: `/api/eventos/${evento.id}/inscripciones?format=csv`, headers: admin.headers });
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-type'] as string, /^text\/csv/);
      assert.match(csv.headers['content-disposition'] as string, /attachment; filename="inscritos-evento-\d+\.csv"/);
      assert.ok(csv.body.startsWith('\uFEFFNombre;Email;Fecha de inscripción;Asistencia registrada\r\n'));
      const [header, ...rows] = parse(csv.body, { bom: true, delimiter: ';' }) as string[][];
      assert.deepEqual(header, ['Nombre', 'Email', 'Fecha de inscripción', 'Asistencia registrada']);
      assert.deepEqual(
        rows.map((row) => [row[0], row[1], row[3]]),
        [
          ['Miembro Uno', 'miembro@test.local', 'Sí'],
          ['otra 0', 'otra0@test.local', 'No'],
        ],
      );
      // The sign-up's time as Bolivia's clock shows it (http/csv.ts).
      const signedUp = toBoliviaWallTime(list[0].inscritoEn)!;
      assert.equal(rows[0]![2], `${signedUp.day} ${signedUp.time}`);
      await t.db.delete(asistencias);
      await t.db.delete(eventos);
      await t.db.delete(users).where(like(users.email, 'otra%'));
    });

    test("'Mis actividades' lists the member's own sign-ups, upcoming and past, with attendance; the export holds them; visitors get 401", async () => {
      const proximo = await newEvent({ lugar: 'Plaza Murillo', fecha: dayIn(5, '18:30'), fechaFin: dayIn(5, '20:00') });
      const pasado = await newEvent({ fecha: hoursFromNow(-30) });
      const ajeno = await newEvent();
      const [headers, other] = await quickMembers(t, 2, 'mias');
      const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'mias0@test.local'));
      assert.equal((await signUp(proximo.id, headers!)).statusCode, 201);
      assert.equal((await signUp(ajeno.id, other!)).statusCode, 201);
      // Signed up before the event went by, checked in by an admin.
      await t.db.insert(inscripciones).values({ eventoId: pasado.id, userId: me!.id });
      const checkIn = await inject(t.app, { method: 'POST', url: `/api/eventos/${pasado.id}/inscripciones/${me!.id}/asistencia`, headers: admin.headers });
      assert.ok([200, 201].includes(checkIn.statusCode), checkIn.body);

      const mine = await inject(t.app, { method: 'GET', url: '/api/eventos/mias', headers: headers! });
      assert.equal(mine.statusCode, 200, mine.body);
      assert.match(String(mine.headers['cache-control']), /private/);
      const list = mine.json().map((i: { inscritoEn: string }) => ({ ...i, inscritoEn: typeof i.inscritoEn }));
      assert.deepEqual(
        list.sort((a: { eventoId: number }, b: { eventoId: number }) => a.eventoId - b.eventoId),
        [
          { eventoId: proximo.id, titulo: 'Foro juvenil', fecha: proximo.fecha.toISOString(), fechaFin: proximo.fechaFin!.toISOString(), lugar: 'Plaza Murillo', inscritoEn: 'string', asistenciaRegistrada: false },
          { eventoId: pasado.id, titulo: 'Foro juvenil', fecha: pasado.fecha.toISOString(), fechaFin: null, lugar: null, inscritoEn: 'string', asistenciaRegistrada: true },
        ],
      );
      const exported = (await inject(t.app, { method: 'GET', url: '/api/account/export', headers: headers! })).json();
      assert.deepEqual(exported.inscripcionesEventos, mine.json());

      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/mias' }), 401, MSG.noAutenticado);
      await t.db.delete(asistencias);
      await t.db.delete(eventos);
      await t.db.delete(users).where(like(users.email, 'mias%'));
    });

    test("'Desmarcar asistencia' removes the registrant's Asistencia, logged as the admin's write; 404 when none is marked; admins only", async () => {
      const evento = await newEvent();
      await signUp(evento.id, member.headers);
      const url = `/api/eventos/${evento.id}/inscripciones/${member.user.id}/asistencia`;
      assert.equal((await inject(t.app, { method: 'POST', url, headers: admin.headers })).statusCode, 201);
      assertError(await inject(t.app, { method: 'DELETE', url, headers: member.headers }), 403, MSG.sinPermiso);

      const undone = await inject(t.app, { method: 'DELETE', url, headers: admin.headers });
      assert.equal(undone.statusCode, 200, undone.body);
      assert.deepEqual(undone.json(), { message: PARTICIPATION_MSG.asistenciaDesmarcada });
      assert.equal((await t.db.select({ n: count() }).from(asistencias).where(eq(asistencias.eventoId, evento.id)))[0]!.n, 0);
      const list = (await inject(t.app, { method: 'GET', url: `/api/eventos/${evento.id}/inscripciones`, headers: admin.headers })).json();
      assert.deepEqual(list.map((i: { asistenciaRegistrada: boolean }) => i.asistenciaRegistrada), [false]);
      // The sign-up stays; undoing twice, or for someone never checked in, is a 404 that says why.
      assert.equal(await rowsOf(evento.id), 1);
      assertError(await inject(t.app, { method: 'DELETE', url, headers: admin.headers }), 404, PARTICIPATION_MSG.asistenciaNoMarcada);
      assertError(await inject(t.app, { method: 'DELETE', url: `/api/eventos/424242/inscripciones/${member.user.id}/asistencia`, headers: admin.headers }), 404, PARTICIPATION_MSG.asistenciaNoMarcada);
      // It can be marked again.
      assert.equal((await inject(t.app, { method: 'POST', url, headers: admin.headers })).statusCode, 201);

      const logged = await t.db
        .select({ adminId: auditoria.adminId, resumen: auditoria.resumen })
        .from(auditoria)
        .where(and(eq(auditoria.accion, 'eliminar'), eq(auditoria.entidad, 'eventos'), eq(auditoria.entidadId, `${evento.id}/${member.user.id}`)));
      assert.deepEqual(logged.map((l) => [l.adminId, l.resumen.startsWith('Desmarcar la asistencia')]), [[admin.user.id, true]]);
      await t.db.delete(asistencias);
      await t.db.delete(eventos);
    });

    test('the data download lists the sign-ups; deleting the account frees the places', async () => {
      const evento = await newEvent({ cupo: 1 });
      const [headers] = await quickMembers(t, 1, 'sale');
      assert.equal((await signUp(evento.id, headers!)).statusCode, 201);
      const exported = (await inject(t.app, { method: 'GET', url: '/api/account/export', headers: headers! })).json();
      assert.deepEqual(exported.inscripcionesEventos.map((i: object) => ({ ...i, inscritoEn: '' })), [
        { eventoId: evento.id, titulo: 'Foro juvenil', fecha: evento.fecha.toISOString(), fechaFin: null, lugar: null, inscritoEn: '', asistenciaRegistrada: false },
      ]);
      assert.ok(!exported.notas.some((nota: string) => /no guarda inscripciones/.test(nota)));
      assertError(await signUp(evento.id, member.headers), 409, PARTICIPATION_MSG.cuposAgotados);

      // The account goes (as POST /api/account/delete does), and with it the sign-up: the place is free.
      const [leaving] = await t.db.select({ id: users.id }).from(users).where(like(users.email, 'sale%'));
      await t.app.accountsRepository.delete(leaving!.id);
      assert.equal(await rowsOf(evento.id), 0);
      assert.equal((await signUp(evento.id, member.headers)).statusCode, 201);
      await t.db.delete(eventos);
    });
  });
}
