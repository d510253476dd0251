import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; route code is typed against the node-postgres flavour
 * and never uses driver-specific result fields.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, an embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: bound on connecting and on each statement, so an outage fails fast instead of hanging. */
  timeoutMs?: number;
  /** Sees every SQL statement drizzle sends (the tests count queries per request with it). */
  logger?: Logger;
}

export interface OpenedDatabase {
  db: Database;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
const MIGRATION_COUNT = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** The driver behind each opened database, so `migrate` and the start-up lock can pick theirs. */
const drivers = new WeakMap<object, { kind: 'pg'; pool: pg.Pool } | { kind: 'pglite' }>();

export function openDatabase({ databaseUrl, dataDir, poolSize = 10, timeoutMs = 5000, logger }: OpenDatabaseOptions): OpenedDatabase {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      connectionTimeoutMillis: timeoutMs,
      // Server side for slow statements; client side for a network partition, where the server
      // never answers at all.
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 1000,
      keepAlive: true,
    });
    // An idle client can lose its connection (server restart, a dropped database); without a
    // listener that 'error' event would crash the process. The pool replaces the client.
    pool.on('error', (error) => console.error('PostgreSQL: conexión inactiva perdida', error.message));
    const db = drizzlePg(pool, { schema, logger });
    drivers.set(db, { kind: 'pg', pool });
    return { db, close: () => pool.end() };
  }
  const releaseLock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  // pg_trgm ships with PGlite but is loaded only when named here (the migration then creates it).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger });
  drivers.set(db, { kind: 'pglite' });
  return {
    db: db as unknown as Database,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per data directory: two writers corrupt it. A `<dir>.lock` file holds the
 * owner's pid; a lock whose process is gone (a crash, SIGKILL) is stale and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new Error(
          `La base de datos embebida ${dataDir} ya está abierta por el proceso ${owner}; un solo proceso puede usarla (para varios procesos use DATABASE_URL). / ` +
            `The embedded database ${dataDir} is already open in process ${owner}; only one process may use it (set DATABASE_URL for several).`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${lockFile} / Could not lock ${lockFile}`);
}

/**
 * Runs start-up work (migrations, seeding) with one process at a time on a PostgreSQL server, so N
 * processes starting together on a new database neither migrate nor seed twice.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const driver = drivers.get(db);
  if (driver?.kind !== 'pg') return work();
  const client = await driver.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(872341)');
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(872341)');
    }
  } finally {
    client.release();
  }
}

/**
 * Applies the migrations in `api/drizzle/` with the migrator of the database's own driver (another
 * folder in tests: the migrations up to a point, to write rows as older code did). With none pending
 * it does nothing: the API's own PostgreSQL role may create nothing (api/README.md, "Database
 * roles"), and the migrator would first create its schema. Pending ones are for a superuser or the
 * database's owner with CREATEROLE (`npm run migrate`).
 */
export async function migrate(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (await migrationsApplied(db).catch(() => false)) return;
  const config = { migrationsFolder };
  try {
    if (drivers.get(db)?.kind === 'pglite') await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
    else await migratePg(db, config);
  } catch (error) {
    if (pgCode(error) !== '42501') throw error;
    const reason = ((error as { cause?: Error }).cause ?? (error as Error)).message;
    throw new Error(
      `Hay migraciones pendientes y este rol no puede aplicarlas (${reason}): ejecute \`npm run migrate\` con el DATABASE_URL de un superusuario ` +
        'o del dueño de la base con CREATEROLE (api/README.md, "Database roles"). / ' +
        `Migrations are pending and this role cannot apply them (${reason}): run \`npm run migrate\` as a superuser or as the database owner with CREATEROLE.`,
      { cause: error },
    );
  }
}

/** PostgreSQL's error code, as drizzle wraps it (the driver error is the `cause`). */
export const pgCode = (error: unknown): string | undefined =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/**
 * False when this connection's role could switch the audit log's append-only triggers off: a
 * superuser, or a member of the table's owner. Production connects as neither.
 */
export async function auditLogProtected(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ exposed: boolean }>(
    sql`SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role(current_user, relowner, 'MEMBER') AS exposed FROM pg_class WHERE oid = 'auditoria'::regclass`,
  );
  return rows[0]?.exposed === false;
}

/** A transaction handed out by `db.transaction()`: repositories accept one to join a caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Reachable and up to date: every migration shipped with this code has been applied. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(result.rows[0]?.n) >= MIGRATION_COUNT;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '57014', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection refused/i;

/**
 * True when an error (possibly wrapped by drizzle) means the database cannot be reached or did not
 * answer in time, as opposed to a bug or a constraint: those requests answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, data exception: a NUL byte, a
 * date out of its range, a number too big), possibly wrapped by drizzle: the request was bad, not
 * the code. The schemas refuse these first; this is the backstop for what they miss.
 */
export function isDataException(error: unknown): boolean {
  for (const e of causes(error)) if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return false;
}

/** True when PostgreSQL refused a write for a row it refers to that was deleted meanwhile (SQLSTATE 23503). */
export function isMissingReference(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23503') return true;
  return false;
}

/**
 * True when two transactions crossed and PostgreSQL rolled this one back (40P01 deadlock, 40001
 * serialization failure): nothing was written, and the same request sent again may go through.
 */
export function isWriteConflict(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '40P01' || e.code === '40001') return true;
  return false;
}

/** An error and the errors it wraps (`cause`), drizzle's query error around the driver's. */
function* causes(error: unknown) {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) yield e;
}
