import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDataCipher, loadDataKey, type DataCipher } from './security/data-key';
import body from './plugins/external/body';
import docs from './plugins/external/docs';
import etag from './plugins/external/etag';
import pressure from './plugins/external/pressure';
import security from './plugins/external/security';
import cache from './plugins/app/cache';
import notifications from './plugins/app/notifications';
import liveVotes from './plugins/app/liveVotes';
import closing from './plugins/app/closing';
import context from './plugins/app/context';
import csrf from './plugins/app/csrf';
import errors, { frameworkErrors } from './plugins/app/errors';
import mailer from './plugins/app/mailer';
import housekeeping from './plugins/app/housekeeping';
import idempotency from './plugins/app/idempotency';
import media from './plugins/app/media';
import repositories from './plugins/app/repositories/index';
import session from './plugins/app/session';
import feeds from './plugins/feeds';
import frontend from './plugins/frontend';
import keptPages from './plugins/ssr/keptPages';
import audit from './plugins/app/audit';
import accountRoutes from './routes/api/account/index';
import afiliacionRoutes from './routes/api/afiliaciones/index';
import asistenciaRoutes from './routes/api/asistencias/index';
import auditoriaRoutes from './routes/api/auditoria/index';
import authRoutes from './routes/api/auth/index';
import comentarioRoutes from './routes/api/comentarios/index';
import encuestaRoutes from './routes/api/encuestas/index';
import equipoRoutes from './routes/api/equipo/index';
import eventoRoutes from './routes/api/eventos/index';
import imagenRoutes from './routes/api/imagenes/index';
import moderacionRoutes from './routes/api/moderacion/index';
import noticiaRoutes from './routes/api/noticias/index';
import publicacionRoutes from './routes/api/publicaciones/index';
import statsRoutes from './routes/api/stats/index';
import userRoutes from './routes/api/users/index';
import verificarRoutes from './routes/api/verificar/index';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** The data cipher; unset: from DATA_KEY or the key file of `config` (`security/data-key.ts`). */
  cipher?: DataCipher;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the scope test enumerates them with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Routes live in `routes/api/<resource>/index.ts`: the folder is the URL. */
const API_ROUTES = [
  { prefix: '/api/auth', plugin: authRoutes },
  { prefix: '/api/users', plugin: userRoutes },
  { prefix: '/api/account', plugin: accountRoutes },
  { prefix: '/api/imagenes', plugin: imagenRoutes },
  { prefix: '/api/stats', plugin: statsRoutes },
  { prefix: '/api/publicaciones', plugin: publicacionRoutes },
  { prefix: '/api/comentarios', plugin: comentarioRoutes },
  { prefix: '/api/moderacion', plugin: moderacionRoutes },
  { prefix: '/api/encuestas', plugin: encuestaRoutes },
  { prefix: '/api/noticias', plugin: noticiaRoutes },
  { prefix: '/api/eventos', plugin: eventoRoutes },
  { prefix: '/api/equipo', plugin: equipoRoutes },
  { prefix: '/api/asistencias', plugin: asistenciaRoutes },
  { prefix: '/api/auditoria', plugin: auditoriaRoutes },
  { prefix: '/api/afiliaciones', plugin: afiliacionRoutes },
  { prefix: '/api/verificar', plugin: verificarRoutes },
];

/**
 * The whole HTTP application, not listening: external plugins, then app plugins (media store,
 * repositories, session), then routes, each registered into its public, member or admin scope.
 */
export async function buildApp({ db, config, cipher = createDataCipher(loadDataKey(config)), logger = false, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // The client's IP (for the rate limit) comes from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: config.trustProxy,
    frameworkErrors,
    // plugins/app/closing.ts answers in Spanish instead.
    return503OnClosing: false,
    // A client cannot hold a connection forever: 60 s is a 5 MB upload at under 1 Mbit/s.
    requestTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(errors);
  await app.register(closing);
  await app.register(context, { db, config, cipher });
  // ETag before the cache, so cached answers keep theirs and a hit is not hashed again.
  await app.register(etag);
  // The one LISTEN connection (PostgreSQL) that the cache and the live survey results share.
  await app.register(notifications);
  // Before every other hook: a cached public read skips them all, and survives a database outage.
  await app.register(cache);
  // Kept server-rendered pages (made stale by the cache's write signal): a fresh one is written at the
  // server's door, before Fastify; the route serves the rest.
  if (config.serveFrontend) await app.register(keptPages);
  await app.register(security, { config });
  await app.register(body);
  await app.register(docs);
  // Before anything that queries the database (session, idempotency, routes).
  await app.register(pressure);
  await app.register(csrf);
  await app.register(media);
  await app.register(repositories);
  await app.register(session);
  await app.register(mailer);
  await app.register(idempotency);
  await app.register(audit);
  await app.register(housekeeping);
  await app.register(liveVotes);

  for (const { prefix, plugin } of API_ROUTES) await app.register(plugin, { prefix });
  await app.register(feeds);

  if (config.serveFrontend) {
    await app.register(frontend, {
      rootDir: config.rootDir,
      publicRemoteUrl: config.publicRemoteUrl,
      publicRemoteServerUrl: config.publicRemoteServerUrl,
      adminRemoteUrl: config.adminRemoteUrl,
    });
  }
  return app;
}
