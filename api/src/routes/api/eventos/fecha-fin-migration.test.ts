import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { fromBoliviaWallTime, toBoliviaWallTime } from '@plataforma/contracts';
import { migrate, type Database } from '../../../db/client';
import { eventos } from '../../../db/schema';
import { migrationsBefore } from '../../../test/migrations';
import { ADMIN, backends, buildTestApp, inject, injectMultipart, login, type Session, type TestApp } from '../../../test/helper';

const DAY_MS = 86_400_000;
/** The day `n` days from now as the old form saved it: midnight UTC, no time, no end. */
const oldFormDay = (n: number) => `${new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;

for (const backend of backends()) {
  describe(`eventos saved by the old form, through the fecha_fin migration (${backend})`, () => {
    const fecha = oldFormDay(12);
    const oldMigrations = migrationsBefore('0012_evento_fecha_fin');
    let t: TestApp;
    let admin: Session;
    let id: number;

    before(async () => {
      t = await buildTestApp(
        backend,
        {},
        {
          migrate: async (db: Database) => {
            await migrate(db, oldMigrations);
            const columns = await db.execute<{ name: string }>(sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'eventos'`);
            assert.ok(!columns.rows.some((c) => c.name === 'fecha_fin'), 'written before the column exists');
            const { rows } = await db.execute<{ id: number }>(
              sql`INSERT INTO eventos (titulo, descripcion, fecha, lugar, cupo) VALUES ('Foro juvenil', 'Debate abierto', ${fecha}, 'Plaza Murillo', 20) RETURNING id`,
            );
            id = Number(rows[0]!.id);
            await migrate(db);
          },
        },
      );
      admin = await login(t.app, ADMIN.email, ADMIN.password);
    });
    after(async () => {
      await t.close();
      rmSync(oldMigrations, { recursive: true, force: true });
    });

    const stored = async () => (await t.db.select().from(eventos).where(eq(eventos.id, id)))[0]!;

    test('the row keeps its instant and has no end', async () => {
      const row = await stored();
      assert.equal(row.fecha.toISOString(), fecha);
      assert.equal(row.fechaFin, null);
      const read = (await inject(t.app, { method: 'GET', url: `/api/eventos/${id}` })).json();
      assert.deepEqual([read.fecha, read.fechaFin], [fecha, null]);
    });

    test('editing only its cupo leaves fecha identical', async () => {
      const response = await injectMultipart(t.app, { method: 'PUT', url: `/api/eventos/${id}`, fields: { cupo: '35' }, headers: admin.headers });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual([response.json().fecha, response.json().fechaFin, response.json().cupo], [fecha, null, 35]);
      assert.equal((await stored()).fecha.toISOString(), fecha);
    });

    test('the edit form sends its Bolivian wall time back as the same instant', async () => {
      // Midnight UTC is 20:00 of the day before in Bolivia: what the form shows and sends again.
      const wall = toBoliviaWallTime(fecha)!;
      assert.equal(wall.time, '20:00');
      const fields = { titulo: 'Foro juvenil', descripcion: 'Debate abierto', fecha: fromBoliviaWallTime(wall.day, wall.time)!, fechaFin: '', lugar: 'Plaza Murillo', cupo: '40' };
      const response = await injectMultipart(t.app, { method: 'PUT', url: `/api/eventos/${id}`, fields, headers: admin.headers });
      assert.equal(response.statusCode, 200, response.body);
      const row = await stored();
      assert.deepEqual([row.fecha.toISOString(), row.fechaFin, row.cupo], [fecha, null, 40]);
    });
  });
}
