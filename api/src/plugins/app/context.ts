import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../security/data-key';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Encrypts and indexes personal data at rest (`security/data-key.ts`). */
    cipher: DataCipher;
  }
}

/** Makes the database, the configuration and the data cipher reachable from every route. */
export default fp<{ db: Database; config: Config; cipher: DataCipher }>(async (app, { db, config, cipher }) => {
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cipher', cipher);
});
