/**
 * `npm run migrate`: applies the pending migrations and exits. On PostgreSQL, run it as a superuser
 * before starting a new version when the API connects as its own role (api/README.md, "Database
 * roles"): that role may create nothing, so the API's start applies no migration itself.
 */
import { loadConfig } from '../src/config';
import { migrate, openDatabase, withStartupLock } from '../src/db/client';

const config = loadConfig();
const { db, close } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await withStartupLock(db, () => migrate(db));
  console.log('Migraciones aplicadas. / Migrations applied.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
