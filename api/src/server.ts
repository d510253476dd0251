import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { seedAdmin } from './auth/seedAdmin';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { users } from './db/schema';
import { mediaStoreFor } from './media/store';
import { seedDemo } from './seed/seedDemo';

const config = loadConfig();
const { db, close } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);

// "New" means no user yet: demo content is added once, never on top of real data.
const [{ n: existingUsers } = { n: 0 }] = await db.select({ n: count() }).from(users);
await seedAdmin(db, { email: config.adminEmail, password: config.adminPassword });
if (config.seedDemo && existingUsers === 0) await seedDemo(db, { media: mediaStoreFor(db, config) });

const app = await buildApp({ db, config, logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.warn(`${signal}: cerrando el servidor`);
  await app.close();
  await close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Plataforma Juvenil lista en http://localhost:${config.port}`);
console.log(
  config.adminPasswordIsDefault
    ? `Administrador: ${config.adminEmail} (contraseña de desarrollo admin123)`
    : `Administrador: ${config.adminEmail}`,
);
