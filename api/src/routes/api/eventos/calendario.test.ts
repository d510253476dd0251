import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fromBoliviaWallTime, MSG, toBoliviaWallTime } from '@plataforma/contracts';
import { eventos } from '../../../db/schema';
import { assertError, backends, buildTestApp, inject, type TestApp } from '../../../test/helper';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `time` in Bolivia, `n` days from today there. */
const dayIn = (n: number, time = '18:30') => new Date(fromBoliviaWallTime(toBoliviaWallTime(new Date(Date.now() + n * DAY_MS))!.day, time)!);
/** An instant as iCalendar writes it in UTC: '20261209T223000Z'. */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1: CRLF + space continues a line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
const events = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => Object.fromEntries(block.split('\r\n').filter((line) => line && line !== 'END:VEVENT' && line !== 'END:VCALENDAR').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)])));

for (const backend of backends()) {
  describe(`calendarios de eventos (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, { publicUrl: 'https://juventud.example.bo' });
    });
    after(() => t.close());

    test('GET /api/eventos/:id/ics: one event with UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION and its page URL', async () => {
      const fecha = dayIn(5, '18:30');
      const fechaFin = dayIn(5, '20:00');
      const [row] = await t.db
        .insert(eventos)
        .values({ titulo: 'Foro; juvenil, abierto', descripcion: 'Debate abierto\nsobre el futuro', fecha, fechaFin, lugar: 'Plaza Murillo' })
        .returning();
      const response = await inject(t.app, { method: 'GET', url: `/api/eventos/${row!.id}/ics` });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^text\/calendar; charset=utf-8/);
      const all = lines(response.body);
      assert.equal(all[0], 'BEGIN:VCALENDAR');
      assert.ok(all.includes('VERSION:2.0'));
      assert.equal(all.at(-1), 'END:VCALENDAR');
      const [evento] = events(response.body);
      assert.equal(evento!.UID, `evento-${row!.id}@juventud.example.bo`);
      assert.match(evento!.DTSTAMP!, /^\d{8}T\d{6}Z$/);
      // 18:30–20:00 in Bolivia is 22:30–00:00 UTC: the page's times, whatever the calendar's zone.
      assert.equal(evento!.DTSTART, utc(fecha));
      assert.equal(evento!.DTEND, utc(fechaFin));
      assert.match(evento!.DTSTART!, /T223000Z$/);
      assert.match(evento!.DTEND!, /T000000Z$/);
      assert.equal(evento!.SUMMARY, 'Foro\\; juvenil\\, abierto');
      assert.equal(evento!.DESCRIPTION, `Debate abierto\\nsobre el futuro\\n\\nhttps://juventud.example.bo/agenda/${row!.id}`);
      assert.equal(evento!.LOCATION, 'Plaza Murillo');
      assert.equal(evento!['URL;VALUE=URI'], `https://juventud.example.bo/agenda/${row!.id}`);
      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/424242/ics' }), 404, MSG.noEncontrado);
      await t.db.delete(eventos);
    });

    test('an event without an end lasts 2 hours in the file', async () => {
      const fecha = dayIn(3, '15:00');
      const [row] = await t.db.insert(eventos).values({ titulo: 'Taller', descripcion: 'Sin hora de fin', fecha }).returning();
      const [evento] = events((await inject(t.app, { method: 'GET', url: `/api/eventos/${row!.id}/ics` })).body);
      assert.equal(evento!.DTSTART, utc(fecha));
      assert.equal(evento!.DTEND, utc(new Date(fecha.getTime() + 2 * HOUR_MS)));
      await t.db.delete(eventos);
    });

    test('GET /api/eventos.ics: the events not yet ended, soonest first, each with DTSTART/DTEND in UTC', async () => {
      const now = Date.now();
      await t.db.insert(eventos).values([
        { titulo: 'En un mes', descripcion: 'Pronto', fecha: dayIn(30), fechaFin: dayIn(30, '21:00') },
        { titulo: 'Ya fue', descripcion: 'Pasado', fecha: dayIn(-3) },
        // Started 3 hours ago: over without an end (2 hours), on with one still to come.
        { titulo: 'Terminado hoy', descripcion: 'Ya fue', fecha: new Date(now - 3 * HOUR_MS) },
        { titulo: 'En curso', descripcion: 'Ahora', fecha: new Date(now - 3 * HOUR_MS), fechaFin: new Date(now + HOUR_MS) },
      ]);
      const response = await inject(t.app, { method: 'GET', url: '/api/eventos.ics' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^text\/calendar/);
      assert.ok(lines(response.body).some((line) => line.startsWith('X-WR-CALNAME:Agenda')));
      assert.deepEqual(
        events(response.body).map((e) => [e.SUMMARY, e.DTSTART, e.DTEND]),
        [
          ['En curso', utc(new Date(now - 3 * HOUR_MS)), utc(new Date(now + HOUR_MS))],
          ['En un mes', utc(dayIn(30)), utc(dayIn(30, '21:00'))],
        ],
      );
      for (const e of events(response.body)) assert.ok(!('LOCATION' in e), 'no place, no LOCATION');
      await t.db.delete(eventos);
    });
  });
}
