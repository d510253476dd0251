import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from './db/client';
import { publicaciones } from './db/schema';
import { backends, freshPostgres } from './test/helper';
import { API_DIR } from './test/processes';

/** The README's commands: `npm run backup FILE` / `npm run restore FILE` run this script. */
const run = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', command, file], { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

for (const backend of backends()) {
  describe(`backup and restore (${backend})`, () => {
    test('backup, wipe, restore: the same rows and media files come back', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pj-backup-test-'));
      const fresh = backend === 'postgres' ? await freshPostgres() : undefined;
      const env = { MEDIA_DIR: join(dir, 'media'), DATA_DIR: join(dir, 'pglite'), ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
      const open = () => openDatabase({ databaseUrl: fresh?.url, dataDir: env.DATA_DIR });
      try {
        let opened = open();
        await migrate(opened.db);
        await opened.db.insert(publicaciones).values([{ titulo: 'Uno', contenido: 'A' }, { titulo: 'Dos', contenido: 'B' }]);
        mkdirSync(join(env.MEDIA_DIR, 'noticias'), { recursive: true });
        writeFileSync(join(env.MEDIA_DIR, 'noticias', 'foto.webp'), 'imagen');
        if (backend === 'pglite') await opened.close(); // PGlite: one process at a time

        const file = join(dir, 'copia.tar.gz');
        run('backup', file, env);
        assert.ok(existsSync(file));

        if (backend === 'postgres') {
          await opened.db.execute(sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA drizzle CASCADE`);
          await opened.close();
        } else rmSync(env.DATA_DIR, { recursive: true });
        rmSync(env.MEDIA_DIR, { recursive: true });

        run('restore', file, env);
        opened = open();
        const titles = (await opened.db.select({ titulo: publicaciones.titulo }).from(publicaciones)).map((row) => row.titulo).sort();
        await migrate(opened.db); // the migration table came back too: nothing left to apply
        if (backend === 'postgres') {
          // Restored under whoever ran it, the audit log is given back to its own owner.
          const { rows } = await opened.db.execute<{ owner: string }>(sql`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'auditoria'::regclass`);
          assert.deepEqual(rows, [{ owner: 'pj_audit_owner' }]);
        }
        await opened.close();
        assert.deepEqual(titles, ['Dos', 'Uno']);
        assert.equal(readFileSync(join(env.MEDIA_DIR, 'noticias', 'foto.webp'), 'utf8'), 'imagen');
      } finally {
        await fresh?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

test('a PGlite backup is refused while the API holds the directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pj-backup-test-'));
  try {
    writeFileSync(join(dir, 'pglite.lock'), String(process.pid));
    assert.throws(() => run('backup', join(dir, 'x.tar.gz'), { DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media') }), /ya está abierta/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
