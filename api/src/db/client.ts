import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** Sees every SQL statement drizzle sends (the tests count queries per request with it). */
  logger?: Logger;
}

export interface OpenedDatabase {
  db: Database;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/** The driver behind each opened database, so `migrate` can pick the matching migrator. */
const drivers = new WeakMap<object, 'pg' | 'pglite'>();

export function openDatabase({ databaseUrl, dataDir, logger }: OpenDatabaseOptions): OpenedDatabase {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle client can lose its connection (server restart, a dropped database); without a
    // listener that 'error' event would crash the process. The pool replaces the client.
    pool.on('error', (error) => console.error('PostgreSQL: conexión inactiva perdida', error.message));
    const db = drizzlePg(pool, { schema, logger });
    drivers.set(db, 'pg');
    return { db, close: () => pool.end() };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dirname(dataDir), { recursive: true });
  // pg_trgm ships with PGlite but is loaded only when named here (the migration then creates it).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger });
  drivers.set(db, 'pglite');
  return { db: db as unknown as Database, close: () => client.close() };
}

/** Applies the migrations in `api/drizzle/` with the migrator of the database's own driver. */
export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (drivers.get(db) === 'pglite') await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  else await migratePg(db, config);
}

/** A transaction handed out by `db.transaction()`: repositories accept one to join a caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
