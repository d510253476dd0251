import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrate, type Database } from '../../../db/client';
import { migrationsBefore } from '../../../test/migrations';
import { ADMIN, backends, buildTestApp, inject, login, type TestApp } from '../../../test/helper';

for (const backend of backends()) {
  describe(`comments reviewed before decisions were recorded, through the history migration (${backend})`, () => {
    const oldMigrations = migrationsBefore('0016_moderacion_historial');
    let t: TestApp;

    before(async () => {
      t = await buildTestApp(
        backend,
        {},
        {
          migrate: async (db: Database) => {
            await migrate(db, oldMigrations);
            // As the old code left them: one restored a while ago (reviewed), one hidden by reports, waiting.
            await db.execute(sql`INSERT INTO users (nombre, email, password_hash) VALUES ('Autora', 'autora@test.local', 'x')`);
            await db.execute(sql`INSERT INTO publicaciones (titulo, contenido) VALUES ('Hilo', 'x')`);
            await db.execute(sql`
              INSERT INTO comentarios (contenido, publicacion_id, user_id, revisado_en, oculto_en)
              SELECT v.contenido, p.id, u.id, v.revisado_en::timestamptz, v.oculto_en::timestamptz
              FROM (VALUES ('Restaurado antes', '2026-11-01T12:00:00Z', NULL), ('Oculto por reportes', NULL, '2026-11-02T12:00:00Z'))
                AS v(contenido, revisado_en, oculto_en), publicaciones p, users u`);
            await migrate(db);
          },
        },
      );
    });
    after(async () => {
      await t.close();
      rmSync(oldMigrations, { recursive: true, force: true });
    });

    test("a restored comment is in 'Resueltos' (restored, by an admin no longer known); the hidden one still awaits review", async () => {
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      const list = async (query: string) => (await inject(t.app, { method: 'GET', url: `/api/moderacion/comentarios${query}`, headers: admin.headers })).json();
      const resolved = await list('?estado=resueltos');
      assert.deepEqual(
        resolved.data.map((c: { contenido: string; decision: unknown }) => [c.contenido, c.decision]),
        [['Restaurado antes', { accion: 'restaurado', por: null, en: '2026-11-01T12:00:00.000Z' }]],
      );
      const pending = await list('');
      assert.deepEqual(pending.data.map((c: { contenido: string; decision: unknown }) => [c.contenido, c.decision]), [['Oculto por reportes', null]]);
    });
  });
}
