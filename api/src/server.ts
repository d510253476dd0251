import { setTimeout as sleep } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { seedAdmin } from './auth/seedAdmin';
import { loadConfig } from './config';
import { auditLogProtected, isDatabaseUnavailable, migrate, openDatabase, withStartupLock, type Database } from './db/client';
import { users } from './db/schema';
import { mediaStoreFor } from './media/store';
import { seedDemo } from './seed/seedDemo';
import { loggerOptions } from './logging';
import { createDataCipher, loadDataKey } from './security/data-key';
import { prepareEncryptedData } from './security/rotate';

const config = loadConfig();
const cipher = createDataCipher(
  loadDataKey(config, (path) =>
    console.warn(
      `Clave de datos nueva en ${path} (permisos 0600): cifra los datos personales. Guárdela aparte de los respaldos; sin ella no se pueden leer. / ` +
        `New data key in ${path} (mode 0600): it encrypts personal data. Keep it apart from backups; without it they cannot be read.`,
    ),
  ),
);
const { db, close } = (() => {
  try {
    return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize, timeoutMs: config.dbTimeoutMs });
  } catch (error) {
    // The embedded database already open elsewhere: one clear sentence, no stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
})();

if (!config.databaseUrl && config.nodeEnv === 'production') {
  console.warn(
    `AVISO: base de datos embebida (PGlite) en ${config.dataDir}: sobrevive a la caída del proceso, no a un corte de luz ` +
      '(PGlite no sincroniza sus escrituras con el disco). Para producción use DATABASE_URL. / ' +
      'WARNING: embedded database (PGlite): it survives a process crash, not a power loss. Set DATABASE_URL in production.',
  );
}

let stopping = false;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Migrations, admin account and demo content (a new database only), one process at a time. */
async function prepare(database: Database) {
  await withStartupLock(database, async () => {
    await migrate(database);
    await prepareEncryptedData(database, cipher);
    // "New" means no user yet: demo content is added once, never on top of real data.
    const [{ n: existingUsers } = { n: 0 }] = await database.select({ n: count() }).from(users);
    await seedAdmin(database, { email: config.adminEmail, password: config.adminPassword });
    if (config.seedDemo && existingUsers === 0) await seedDemo(database, { media: mediaStoreFor(database, config), cipher });
  });
}

// A database that is down at start is waited for (a container may start before it), not a crash.
for (let waitMs = 1000; ; waitMs = Math.min(waitMs * 2, 15_000)) {
  try {
    await prepare(db);
    break;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`Base de datos no disponible (${(error as Error).message}); reintento en ${waitMs / 1000} s / database unavailable, retrying`);
    await sleep(waitMs);
  }
}
if (config.databaseUrl && config.nodeEnv === 'production' && !(await auditLogProtected(db))) {
  console.warn(
    'AVISO: la API se conecta a PostgreSQL como superusuario o como dueña de la tabla auditoria, y podría desactivar sus disparadores: ' +
      'conéctela con un rol miembro de pj_api (api/README.md, "Database roles"). / ' +
      'WARNING: the API connects as a superuser or as the owner of the audit table, which could disable its triggers: connect as a member of pj_api.',
  );
}
app = await buildApp({ db, config, cipher, logger: loggerOptions(config.nodeEnv === 'production' ? 'info' : 'warn') });

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (an upload included), close the pool,
 * exit 0. Past SHUTDOWN_TIMEOUT the connections still open (a stalled client) are cut.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  if (!app) process.exit(0); // still waiting for the database: nothing in flight
  app.log.warn(`${signal}: cerrando el servidor (en curso: se terminan; plazo ${config.shutdownTimeoutMs / 1000} s)`);
  const deadline = setTimeout(() => {
    app!.log.warn('Plazo de cierre vencido: se cortan las conexiones abiertas');
    app!.server.closeAllConnections();
    // A handler stuck on the database must not keep the pool (and the process) open either.
    setTimeout(() => process.exit(0), 1000).unref();
  }, config.shutdownTimeoutMs);
  deadline.unref();
  try {
    await app.close();
    await close();
  } catch (error) {
    app.log.error({ err: error }, 'Error al cerrar');
  }
  process.exit(0);
}

await app.listen({ port: config.port, host: config.host });
console.log(`Plataforma Juvenil lista en http://localhost:${config.port}`);
console.log(
  config.adminPasswordIsDefault
    ? `Administrador: ${config.adminEmail} (contraseña de desarrollo admin123)`
    : `Administrador: ${config.adminEmail}`,
);
