import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MSG } from '@plataforma/contracts';
import { eventos } from '../../../db/schema';
import { assertError, backends, buildTestApp, inject, type TestApp } from '../../../test/helper';

const DAY_MS = 86_400_000;
const dayIn = (n: number) => new Date(`${new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`);
const ymd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

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

    test('GET /api/eventos/:id/ics: one all-day event with UID, DTSTAMP, DTSTART, SUMMARY, DESCRIPTION, LOCATION and its page URL', async () => {
      const fecha = dayIn(5);
      const [row] = await t.db
        .insert(eventos)
        .values({ titulo: 'Foro; juvenil, abierto', descripcion: 'Debate abierto\nsobre el futuro', fecha, lugar: 'Plaza Murillo' })
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
      assert.equal(evento!['DTSTART;VALUE=DATE'], ymd(fecha));
      assert.equal(evento!.SUMMARY, 'Foro\\; juvenil\\, abierto');
      assert.equal(evento!.DESCRIPTION, `Debate abierto\\nsobre el futuro\\n\\nhttps://juventud.example.bo/agenda/${row!.id}`);
      assert.equal(evento!.LOCATION, 'Plaza Murillo');
      assert.equal(evento!['URL;VALUE=URI'], `https://juventud.example.bo/agenda/${row!.id}`);
      assertError(await inject(t.app, { method: 'GET', url: '/api/eventos/424242/ics' }), 404, MSG.noEncontrado);
      await t.db.delete(eventos);
    });

    test('GET /api/eventos.ics: the upcoming events (today included), soonest first, never past ones', async () => {
      await t.db.insert(eventos).values([
        { titulo: 'En un mes', descripcion: 'Pronto', fecha: dayIn(30) },
        { titulo: 'Ya fue', descripcion: 'Pasado', fecha: dayIn(-3) },
        { titulo: 'Hoy', descripcion: 'Ahora', fecha: dayIn(0) },
      ]);
      const response = await inject(t.app, { method: 'GET', url: '/api/eventos.ics' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^text\/calendar/);
      assert.ok(lines(response.body).some((line) => line.startsWith('X-WR-CALNAME:Agenda')));
      assert.deepEqual(
        events(response.body).map((e) => e.SUMMARY),
        ['Hoy', 'En un mes'],
      );
      for (const e of events(response.body)) assert.ok(!('LOCATION' in e), 'no place, no LOCATION');
      await t.db.delete(eventos);
    });
  });
}
