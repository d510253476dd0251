import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, type Rol } from '@plataforma/contracts';
import { buildApp, type BuildAppOptions } from '../app';
import { hashPassword } from '../auth/passwords';
import { sessionCsrfToken } from '../plugins/app/csrf';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Database } from '../db/client';
import { like, sql } from 'drizzle-orm';
import { media, users } from '../db/schema';
import { newDataKey } from '../security/data-key';
import { outboxMessages } from './outbox';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server. */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export const ADMIN = { email: 'admin@test.local', password: 'admin-secreto-1' };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

/** A fresh, empty database on the DATABASE_URL server, dropped by `close()`. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `pj_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The whole app on a migrated, empty database with one admin (ADMIN), no front end and a temporary
 * media directory. The rate limits are high unless a test asks otherwise. The public read cache
 * is off unless asked for, because tests seed rows straight into the database, behind its back.
 */
export interface TestHooks {
  /** Sees every registered route (`buildApp`'s `onRoute`). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Sees every SQL statement (drizzle's logger), to count queries per request. */
  onQuery?: (sql: string) => void;
  /** Brings the new database up to date instead of `migrate`: to put rows in as older code did, between migrations. */
  migrate?: (db: Database) => Promise<void>;
}

export async function buildTestApp(backend: Backend, overrides: Partial<Config> = {}, hooks: TestHooks = {}): Promise<TestApp> {
  const postgres = backend === 'postgres' ? await freshPostgres() : undefined;
  const mediaDir = mkdtempSync(join(tmpdir(), 'pj-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'pj-outbox-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: postgres?.url,
    dataDir: 'memory://',
    mediaDir,
    outboxDir,
    serveFrontend: false,
    seedDemo: false,
    authRateLimit: 1000,
    afiliacionRateLimit: 1000,
    publicCache: false,
    // Each test app its own key: nothing depends on a key file or on another test's data.
    dataKey: newDataKey(),
    ...overrides,
  };
  const logger = hooks.onQuery && { logQuery: hooks.onQuery };
  const { db, close: closeDb } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize, timeoutMs: config.dbTimeoutMs, logger });
  await (hooks.migrate ?? migrate)(db);
  await createTestUser(db, { nombre: 'Admin', email: ADMIN.email, password: ADMIN.password, rol: 'admin' });
  const app = await buildApp({ db, config, onRoute: hooks.onRoute });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await closeDb();
      await postgres?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** An account made `creadoEn` ago, e.g. `daysAgo(30)`: a new account's reports do not hide comments. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** A user straight into the database, with a confirmed email unless `confirmado: false`. */
export async function createTestUser(
  db: Database,
  {
    nombre = 'Miembro',
    email,
    password,
    rol = 'usuario',
    creadoEn,
    confirmado = true,
  }: { nombre?: string; email: string; password: string; rol?: Rol; creadoEn?: Date; confirmado?: boolean },
) {
  const [row] = await db
    .insert(users)
    .values({ nombre, email, rol, passwordHash: await hashPassword(password), creadoEn, emailConfirmadoEn: confirmado ? new Date() : null })
    .returning();
  return row!;
}

/** Cookie header value from a response's Set-Cookie headers (name=value pairs only). */
function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export interface Session {
  /** Headers for a state-changing request: cookie (session + CSRF) and the CSRF header. */
  headers: Record<string, string>;
  /** The session cookie's value. */
  token: string;
  user: { id: number; rol: string };
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** A visitor's CSRF pair: what the client gets from GET /api/auth/csrf. */
export async function visitor(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
  const token = cookiesOf(response)[CSRF_COOKIE]!;
  return { cookie: cookieHeader({ [CSRF_COOKIE]: token }), [CSRF_HEADER]: token };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const csrf = await visitor(app);
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: csrf, payload: { email, password } });
  assert.equal(response.statusCode, 200, response.body);
  // Signing in replaces the visitor's CSRF token with the session's.
  const cookies = cookiesOf(response);
  return { headers: { cookie: cookieHeader(cookies), [CSRF_HEADER]: cookies[CSRF_COOKIE]! }, token: cookies[SESSION_COOKIE]!, user: response.json() };
}

/** `app.inject` that also checks the one rule every response obeys: no password or hash in it. */
export async function inject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  assert.doesNotMatch(response.body, /password|passwordHash|password_hash|\$argon2/i, 'a response leaked a password field');
  return response;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | Blob>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'foto.png');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A multipart request (fields and files) with a session's headers. */
export async function injectMultipart(
  app: FastifyInstance,
  { method, url, fields, headers }: { method: 'POST' | 'PUT' | 'PATCH'; url: string; fields: Record<string, string | Blob>; headers: Record<string, string> },
) {
  const body = await multipart(fields);
  return inject(app, { method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

export const MEMBER = { nombre: 'Miembro Uno', email: 'miembro@test.local', password: 'miembro-1' };

/** A fresh app (see `buildTestApp`) with the admin and one member (MEMBER) signed in. */
export async function buildAppWithSessions(backend: Backend, overrides: Partial<Config> = {}): Promise<{ t: TestApp; admin: Session; member: Session }> {
  const t = await buildTestApp(backend, overrides);
  await createTestUser(t.db, MEMBER);
  const admin = await login(t.app, ADMIN.email, ADMIN.password);
  const member = await login(t.app, MEMBER.email, MEMBER.password);
  return { t, admin, member };
}

/** The newest confirmation link (`/confirmar-correo?token=…`) mailed to `email`, read from the test outbox as a person reads it. */
export async function confirmationLink(t: TestApp, email: string): Promise<string> {
  await t.app.mailer.idle();
  const link = outboxMessages(t.config.outboxDir)
    .filter((message) => new RegExp(`^To: ${email}\\s*$`, 'mi').test(message))
    .flatMap((message) => message.match(/https?:\/\/\S+\/confirmar-correo\?token=[A-Za-z0-9_-]+/g) ?? [])
    .at(-1);
  assert.ok(link, `no confirmation link to ${email} in the outbox`);
  return link;
}

/** Follows the confirmation link mailed to `email` (as the page it opens does): the account may take part. */
export async function confirmEmail(t: TestApp, email: string): Promise<void> {
  const token = new URL(await confirmationLink(t, email)).searchParams.get('token')!;
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/correo/confirmar?token=${token}` });
  assert.equal(response.statusCode, 200, response.body);
}

/** Every error body is `{ statusCode, error, message }` with the expected Spanish message. */
export function assertError(response: LightMyRequestResponse, statusCode: number, message?: string) {
  assert.equal(response.statusCode, statusCode, response.body);
  const body = response.json() as { statusCode: number; error: string; message: string };
  assert.equal(body.statusCode, statusCode);
  assert.equal(typeof body.error, 'string');
  if (message !== undefined) assert.equal(body.message, message);
  else assert.ok(body.message.length > 0);
}

/**
 * A small valid PNG, made by sharp as a browser upload would be. Each call draws another colour: on
 * PostgreSQL images are stored by content, so two uploads are two images only if their pixels differ.
 */
export async function pngBlob(): Promise<Blob> {
  const { default: sharp } = await import('sharp');
  const background = { r: randomBytes(1)[0]!, g: randomBytes(1)[0]!, b: randomBytes(1)[0]! };
  const buffer = await sharp({ create: { width: 32, height: 24, channels: 3, background } }).png().toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

/** Whether the app's media store holds a path (a file on PGlite, a `media` row on PostgreSQL). */
export const isStored = async (t: TestApp, path: string) => (await t.app.media.read(path)) !== null;

const isVariant = (path: string) => /-\d+w\.webp$/.test(path);

/** The images (not their width variants) the app's media store holds in one folder. */
export async function storedImages(t: TestApp, folder: string): Promise<string[]> {
  if (t.config.databaseUrl) {
    const rows = await t.db.select({ path: media.path }).from(media).where(like(media.path, `${folder}/%`));
    return rows.map((row) => row.path).filter((path) => !isVariant(path));
  }
  const dir = join(t.config.mediaDir, folder);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !isVariant(name)).map((name) => `${folder}/${name}`) : [];
}

/** Members straight in the database with a session each: no argon2, so hundreds stay fast. */
export async function quickMembers(t: TestApp, n: number, prefix: string): Promise<Record<string, string>[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ nombre: `${prefix} ${i}`, email: `${prefix}${i}@test.local`, passwordHash: 'sin-login', emailConfirmadoEn: new Date() })))
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async ({ id }) => {
      const { token } = await t.app.sessionsRepository.create(id);
      const csrf = sessionCsrfToken(token);
      return { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
    }),
  );
}

/** Every row of every table of the public schema, as text: what a dump of the data would hold. */
export async function allRowsAsText(t: TestApp): Promise<string> {
  const { rows: tables } = await t.db.execute<{ name: string }>(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.db.execute<{ row: string }>(sql`SELECT t::text AS row FROM ${sql.identifier(name)} t`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/**
 * What a backup of the database holds: `pg_dump`'s output on PostgreSQL; on PGlite its data directory's
 * files (what `npm run backup` stores), dead row versions included, after a checkpoint.
 */
export async function databaseDump(t: TestApp): Promise<Buffer> {
  if (t.config.databaseUrl) return execFileSync('pg_dump', ['--no-owner', `--dbname=${t.config.databaseUrl}`], { maxBuffer: 256 * 1024 * 1024 });
  const client = (t.db as unknown as { $client: PGlite }).$client;
  await client.query('CHECKPOINT');
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}
