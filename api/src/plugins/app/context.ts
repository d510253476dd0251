import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Makes the database and the configuration reachable from every route as `app.db` / `app.config`. */
export default fp<{ db: Database; config: Config }>(async (app, { db, config }) => {
  app.decorate('db', db);
  app.decorate('config', config);
});
