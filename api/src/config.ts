import { dirname, join, resolve } from 'node:path';
import { ADMIN_REMOTE, defaultRemoteEntryUrl, PUBLIC_REMOTE } from '@plataforma/contracts';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  adminEmail: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not given and the development default is in use. */
  adminPasswordIsDefault: boolean;
  seedDemo: boolean;
  publicRemoteUrl: string;
  /**
   * Folder of the public remote's Node container (server rendering); unset: `server/` next to
   * PUBLIC_REMOTE_URL. The server executes that code, so it must be a trusted location.
   */
  publicRemoteServerUrl?: string;
  adminRemoteUrl: string;
  rootDir: string;
  serveFrontend: boolean;
  cookieSecure: boolean;
  /** Login/register attempts allowed per IP and minute. */
  authRateLimit: number;
  /** Affiliation requests allowed per account and hour (each one a member sends, accepted or not). */
  afiliacionRateLimit: number;
  /**
   * Fastify's `trustProxy`: the peers whose X-Forwarded-For/-Host/-Proto are believed (the client's
   * IP the rate limit counts, the host and scheme of absolute links), as addresses, CIDR ranges and
   * proxy-addr names ('loopback', 'uniquelocal') separated by commas. Default false: clients connect
   * directly and no forwarded header is believed.
   */
  trustProxy: string | false;
  /** Base of absolute links (emails, canonical URLs, share cards); unset: the request's own host. */
  publicUrl?: string;
  /** SMTP connection URL and sender; without both, mail goes to `outboxDir` as .eml files. */
  smtpUrl?: string;
  mailFrom?: string;
  outboxDir: string;
  /** Admins must turn on two-step sign-in before they may use the admin routes. */
  admin2faRequired: boolean;
  /** PostgreSQL pool size per process. */
  dbPoolSize: number;
  /**
   * Bound on getting a PostgreSQL connection (queueing for the pool included) and on each query:
   * past it the request answers 503. Below the client's 15 s time-out.
   */
  dbTimeoutMs: number;
  /** The response cache of visitors' public answers (headers for a CDN are sent either way). */
  publicCache: boolean;
  /** Seconds a CDN may serve a public read (`s-maxage`), and serve it stale while revalidating. */
  cacheMaxAge: number;
  cacheStaleWhileRevalidate: number;
  /** Seconds a CDN may serve a public read or page past its life while the origin answers errors (`stale-if-error`). */
  cacheStaleIfError: number;
  /** Bytes of visitors' answers (public reads, pages) the response cache keeps per process (CACHE_MB). */
  responseCacheBytes: number;
  /** Milliseconds SIGTERM waits for in-flight requests before closing what is left. */
  shutdownTimeoutMs: number;
  /**
   * Live survey results (Server-Sent Events, ~60 KB of memory each): streams one session may hold
   * (a person needs a few tabs), one visitor address (a closed survey's results; many people can
   * share an address behind a mobile operator's NAT) and the whole process. Past them: 429, 503.
   */
  liveStreamsPerSession: number;
  liveStreamsPerIp: number;
  liveStreamsPerProcess: number;
  /** DATA_KEY: the key personal data is encrypted under (`security/data-key.ts`); required in production. */
  dataKey?: string;
  /** Without DATA_KEY, the key file beside the data (created 0600 on first start). */
  dataKeyFile: string;
}

export const DEFAULT_ADMIN_PASSWORD = 'admin123';

/** The repository root: this file lives in `<root>/api/src/`. */
const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un entero positivo / ${name} must be a positive integer`);
  return n;
}

/**
 * TRUST_PROXY: the proxies' addresses. Unset, nothing is trusted: a client on this machine could
 * otherwise pass for a proxy and name any host for the links we build. Trusting every peer (`true`)
 * or a number of hops would let a client that connects directly name its own address, and so escape
 * the login rate limit: refused (Fastify itself ignores a hop count for that reason).
 */
function trustProxy(value: string | undefined): string | false {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (text === 'true' || /^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} dejaría que un cliente elija su IP (y evite el límite de intentos): indique las direcciones de los proxies (p. ej. 10.0.0.0/8). / ` +
        `TRUST_PROXY=${text} would let a client choose its IP (and escape the rate limit): give the proxies' addresses (e.g. 10.0.0.0/8).`,
    );
  }
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  if (production && !env.ADMIN_PASSWORD) {
    throw new Error(
      'ADMIN_PASSWORD es obligatorio en producción (no se usa la contraseña de desarrollo). / ' +
        'ADMIN_PASSWORD is required in production (the development default is refused).',
    );
  }
  // Without the key, personal data could not be read back (or would be encrypted under a throwaway key).
  if (production && !env.DATA_KEY) {
    throw new Error(
      'DATA_KEY es obligatorio en producción: la clave que cifra los datos personales (genere una con `openssl rand -base64 32` y guárdela aparte de los respaldos). / ' +
        'DATA_KEY is required in production: the key personal data is encrypted under (make one with `openssl rand -base64 32`, keep it apart from backups).',
    );
  }
  const dataDir = env.DATA_DIR || join(ROOT_DIR, '.data', 'pglite');
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined;
  // A link built from the request's Host header could point a reset email at another site.
  if (production && env.SMTP_URL && !publicUrl) {
    throw new Error('PUBLIC_URL es obligatorio en producción con SMTP_URL. / PUBLIC_URL is required in production with SMTP_URL.');
  }
  // Without a sender nothing would be sent: every reset and confirmation would stay in the outbox.
  if (production && env.SMTP_URL && !env.MAIL_FROM) {
    throw new Error('MAIL_FROM es obligatorio en producción con SMTP_URL. / MAIL_FROM is required in production with SMTP_URL.');
  }
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: env.MEDIA_DIR || join(ROOT_DIR, '.data', 'media'),
    adminEmail: (env.ADMIN_EMAIL || 'admin@plataforma.local').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    adminPasswordIsDefault: !env.ADMIN_PASSWORD,
    // The demo members share a published password: a production site has them only when asked (SEED_DEMO=1).
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    publicRemoteUrl: env.PUBLIC_REMOTE_URL || defaultRemoteEntryUrl(PUBLIC_REMOTE),
    publicRemoteServerUrl: env.PUBLIC_REMOTE_SERVER_URL || undefined,
    adminRemoteUrl: env.ADMIN_REMOTE_URL || defaultRemoteEntryUrl(ADMIN_REMOTE),
    rootDir: ROOT_DIR,
    serveFrontend: env.SERVE_FRONTEND !== '0',
    cookieSecure: env.COOKIE_SECURE === '1' || production,
    authRateLimit: positiveInt(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    afiliacionRateLimit: positiveInt(env.AFILIACION_RATE_LIMIT, 5, 'AFILIACION_RATE_LIMIT'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    outboxDir: env.OUTBOX_DIR || join(ROOT_DIR, '.data', 'outbox'),
    admin2faRequired: env.ADMIN_2FA_REQUIRED === '1',
    dbPoolSize: positiveInt(env.DB_POOL_SIZE, 20, 'DB_POOL_SIZE'),
    dbTimeoutMs: positiveInt(env.DB_TIMEOUT_MS, 10_000, 'DB_TIMEOUT_MS'),
    publicCache: env.PUBLIC_CACHE !== '0',
    cacheMaxAge: positiveInt(env.CACHE_MAX_AGE, 10, 'CACHE_MAX_AGE'),
    cacheStaleWhileRevalidate: positiveInt(env.CACHE_STALE_WHILE_REVALIDATE, 60, 'CACHE_STALE_WHILE_REVALIDATE'),
    cacheStaleIfError: positiveInt(env.CACHE_STALE_IF_ERROR, 86_400, 'CACHE_STALE_IF_ERROR'),
    responseCacheBytes: positiveInt(env.CACHE_MB, 32, 'CACHE_MB') * 1024 * 1024,
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT, 25, 'SHUTDOWN_TIMEOUT') * 1000,
    liveStreamsPerSession: positiveInt(env.LIVE_STREAMS_PER_SESSION, 10, 'LIVE_STREAMS_PER_SESSION'),
    liveStreamsPerIp: positiveInt(env.LIVE_STREAMS_PER_IP, 20, 'LIVE_STREAMS_PER_IP'),
    liveStreamsPerProcess: positiveInt(env.LIVE_STREAMS_PER_PROCESS, 1000, 'LIVE_STREAMS_PER_PROCESS'),
    dataKey: env.DATA_KEY || undefined,
    dataKeyFile: env.DATA_KEY_FILE || join(dirname(dataDir), 'data.key'),
  };
}
