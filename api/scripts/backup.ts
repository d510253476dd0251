/**
 * `npm run backup [FILE]` / `npm run restore FILE`: one .tar.gz with the database and the media folder.
 * PostgreSQL (DATABASE_URL): `pg_dump` custom format, restored with `pg_restore --clean`, while the
 * API keeps running. PGlite: its own data directory dump (`dumpDataDir`); the API must be stopped,
 * since only one process may open the directory (its lock file says so).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { lockDataDir } from '../src/db/client';

type Kind = 'postgres' | 'pglite';
const DATABASE_FILE: Record<Kind, string> = { postgres: 'database.pgdump', pglite: 'pglite.tar.gz' };

const kindOf = (config: Pick<Config, 'databaseUrl'>): Kind => (config.databaseUrl ? 'postgres' : 'pglite');
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Opens the PGlite directory alone (refusing while the API has it) for `work`. */
async function withPglite<T>(dataDir: string, options: PGliteOptions, work: (db: PGlite) => Promise<T>): Promise<T> {
  const release = lockDataDir(dataDir);
  try {
    const db = new PGlite(dataDir, options);
    await db.waitReady;
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

export async function backup(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir'>, file: string): Promise<void> {
  const kind = kindOf(config);
  const work = mkdtempSync(join(tmpdir(), 'pj-backup-'));
  try {
    const databaseFile = join(work, DATABASE_FILE[kind]);
    if (kind === 'postgres') execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${databaseFile}`, `--dbname=${config.databaseUrl}`], { stdio: 'inherit' });
    else {
      const dump = await withPglite(config.dataDir, {}, (db) => db.dumpDataDir('gzip'));
      writeFileSync(databaseFile, Buffer.from(await dump.arrayBuffer()));
    }
    const parts = [DATABASE_FILE[kind], 'manifest.json'];
    if (existsSync(config.mediaDir)) {
      execFileSync('cp', ['-a', config.mediaDir, join(work, 'media')]);
      parts.push('media');
    }
    writeFileSync(join(work, 'manifest.json'), JSON.stringify({ kind, createdAt: new Date().toISOString() }));
    mkdirSync(dirname(file), { recursive: true });
    execFileSync('tar', ['-czf', file, '-C', work, ...parts]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The restore recreated every table under whoever ran it, without grants: the audit log goes back to
 * its own owner and the API's role gets its privileges again (migration 0015's function; a copy made
 * before it has none, and the next start applies that migration).
 */
async function protectAuditLog(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DO $$ BEGIN IF to_regprocedure('pj_proteger_auditoria()') IS NOT NULL THEN PERFORM pj_proteger_auditoria(); END IF; END $$`);
  } finally {
    await client.end();
  }
}

/** What was there before is moved aside (never deleted), and its new place printed. */
function moveAside(path: string): void {
  if (!existsSync(path)) return;
  const aside = `${path}.antes-de-restaurar-${stamp()}`;
  renameSync(path, aside);
  console.log(`Lo anterior quedó en ${aside}`);
}

export async function restore(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir'>, file: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'pj-restore-'));
  try {
    execFileSync('tar', ['-xzf', file, '-C', work]);
    const { kind } = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as { kind: Kind };
    if (kind !== kindOf(config)) {
      throw new Error(`La copia es de ${kind} y la configuración apunta a ${kindOf(config)}. / The backup is ${kind}, the configuration ${kindOf(config)}.`);
    }
    const databaseFile = join(work, DATABASE_FILE[kind]);
    if (kind === 'postgres') {
      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${config.databaseUrl}`, databaseFile], { stdio: 'inherit' });
      await protectAuditLog(config.databaseUrl!);
    } else {
      // Refuse before touching anything while the API holds the directory.
      lockDataDir(config.dataDir)();
      moveAside(config.dataDir);
      const loadDataDir = new Blob([readFileSync(databaseFile)]);
      await withPglite(config.dataDir, { loadDataDir }, (db) => db.query('SELECT 1'));
    }
    if (existsSync(join(work, 'media'))) {
      moveAside(config.mediaDir);
      mkdirSync(dirname(config.mediaDir), { recursive: true });
      execFileSync('cp', ['-a', join(work, 'media'), config.mediaDir]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [command, argument] = process.argv.slice(2);
  // npm runs this in api/: a relative FILE is where the user typed the command.
  const fromUser = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const config = loadConfig();
  try {
    if (command === 'backup') {
      const file = fromUser(argument ?? join(config.rootDir, '.data', 'backups', `plataforma-${stamp()}.tar.gz`));
      await backup(config, file);
      console.log(`Copia de seguridad (${kindOf(config)}) en ${file}`);
    } else if (command === 'restore' && argument) {
      await restore(config, fromUser(argument));
      console.log(`Restaurado desde ${fromUser(argument)} (${kindOf(config)})`);
    } else {
      console.error('Uso: npm run backup [ARCHIVO] | npm run restore ARCHIVO');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
