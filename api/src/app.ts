import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDataCipher, loadDataKey, type DataCipher } from './security/data-key';
import body, { uploads } from './plugins/external/body';
import docs from './plugins/external/docs';
import etag from './plugins/external/etag';
import pressure, { refuseWithoutDatabase } from './plugins/external/pressure';
import security, { sendsHeaders } from './plugins/external/security';
import responseCache from './plugins/app/responseCache/index';
import notifications from './plugins/app/notifications';
import liveVotes from './plugins/app/liveVotes';
import closing from './plugins/app/closing';
import context from './plugins/app/context';
import csrf from './plugins/app/csrf';
import errors, { clientErrors, frameworkErrors } from './plugins/app/errors';
import mailer from './plugins/app/mailer';
import housekeeping from './plugins/app/housekeeping';
import idempotency from './plugins/app/idempotency';
import media from './plugins/app/media';
import repositories from './plugins/app/repositories/index';
import session from './plugins/app/session';
import feeds from './plugins/feeds';
import frontend from './plugins/frontend';
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

/** Routes live in `routes/api/<resource>/index.ts`: the folder is the URL (below /api). */
const API_ROUTES = [
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '/users', plugin: userRoutes },
  { prefix: '/account', plugin: accountRoutes },
  { prefix: '/imagenes', plugin: imagenRoutes },
  { prefix: '/stats', plugin: statsRoutes },
  { prefix: '/publicaciones', plugin: publicacionRoutes },
  { prefix: '/comentarios', plugin: comentarioRoutes },
  { prefix: '/moderacion', plugin: moderacionRoutes },
  { prefix: '/encuestas', plugin: encuestaRoutes },
  { prefix: '/noticias', plugin: noticiaRoutes },
  { prefix: '/eventos', plugin: eventoRoutes },
  { prefix: '/equipo', plugin: equipoRoutes },
  { prefix: '/asistencias', plugin: asistenciaRoutes },
  { prefix: '/auditoria', plugin: auditoriaRoutes },
  { prefix: '/afiliaciones', plugin: afiliacionRoutes },
  { prefix: '/verificar', plugin: verificarRoutes },
];

/**
 * Everything under /api: its own security headers, the database gate, then the hooks only the API needs
 * (multipart uploads, CSRF, the session, Idempotency-Key, the audit log), then each resource's routes in their scopes.
 */
async function api(scope: FastifyInstance) {
  sendsHeaders(scope, 'data');
  await refuseWithoutDatabase(scope);
  await scope.register(uploads);
  await scope.register(csrf);
  await scope.register(session);
  await scope.register(idempotency);
  await scope.register(audit);
  for (const { prefix, plugin } of API_ROUTES) await scope.register(plugin, { prefix });
}

/** What a browser or a reader visits: feeds, the built front end and its server-rendered pages. */
async function site(scope: FastifyInstance, { config }: { config: Config }) {
  sendsHeaders(scope, 'page');
  await scope.register(feeds);
  if (config.serveFrontend) {
    await scope.register(frontend, {
      rootDir: config.rootDir,
      publicRemoteUrl: config.publicRemoteUrl,
      publicRemoteServerUrl: config.publicRemoteServerUrl,
      adminRemoteUrl: config.adminRemoteUrl,
    });
  }
}

/**
 * The whole HTTP application, not listening: external plugins (as fastify/demo: cross-cutting, then the
 * app's own, then routes), the app plugins every scope stands on, then the API's scope and the site's.
 */
export async function buildApp({ db, config, cipher = createDataCipher(loadDataKey(config)), logger = false, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // The client's IP (for the rate limit) comes from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler: clientErrors,
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
  await app.register(security, { config });
  // ETag before the cache, so kept answers keep theirs and a hit is not hashed again.
  await app.register(etag);
  // The one LISTEN connection (PostgreSQL) that the cache and the live survey results share.
  await app.register(notifications);
  // Its hook right after closing's: a visitor's kept answer skips every other hook (cookies, multipart,
  // under-pressure, the scopes'), and survives a database outage.
  await app.register(responseCache);
  await app.register(body);
  await app.register(docs);
  await app.register(pressure);
  await app.register(media);
  await app.register(repositories);
  await app.register(mailer);
  await app.register(housekeeping);
  await app.register(liveVotes);

  await app.register(api, { prefix: '/api' });
  await app.register(site, { config });
  return app;
}
