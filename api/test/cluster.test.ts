/**
 * `npm run test:cluster`: nginx round-robins three API processes on one fresh PostgreSQL database,
 * with the shared cache the project ships in front of them, and everything a browser does goes
 * through nginx. Needs DATABASE_URL and Debian's nginx.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER, SESSION_COOKIE } from '@plataforma/contracts';
import { openDatabase, type OpenedDatabase } from '../src/db/client';
import { newDataKey } from '../src/security/data-key';
import { sessionCsrfToken } from '../src/plugins/app/csrf';
import { createSessionsRepository } from '../src/plugins/app/repositories/sessions';
import { comentarios, publicaciones, users } from '../src/db/schema';
import { openEvents } from '../src/test/events';
import { quotedPrintable } from '../src/test/outbox';
import { freshPostgres, pngBlob } from '../src/test/helper';
import { NGINX, startNginx, type RunningNginx } from '../src/test/nginx';
import { startServer, waitFor, waitReady, type ServerProcess } from '../src/test/processes';

const RATE_LIMIT = 8;
/**
 * The s-maxage of the processes' public answers: nginx keeps a copy that long. Short here, so the
 * tests see copies expire in seconds; every read that must see a write at once carries a cookie
 * (or goes to a process directly), as a member's would.
 */
const CACHE_MAX_AGE = 2;
const ADMIN = { email: 'admin@cluster.local', password: 'cluster-admin-1' };
const skip = !process.env.DATABASE_URL ? 'needs DATABASE_URL' : !NGINX ? 'needs nginx (apt-get install nginx)' : false;
/** The server-rendered pages need the front end built (`npm test` builds it before this suite). */
const BUILT = existsSync(fileURLToPath(new URL('../../shell/dist/server/server.js', import.meta.url)));

type Headers = Record<string, string>;
interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of whichever route answered
  body: any;
  headers: globalThis.Headers;
}

async function call(base: string, method: string, path: string, { headers = {}, json, form }: { headers?: Headers; json?: unknown; form?: FormData } = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** A browser's identity: a CSRF pair, plus the session cookie (and that session's CSRF token) once signed in. */
function browser(session?: string): Headers {
  const csrf = session ? sessionCsrfToken(session) : randomBytes(16).toString('hex');
  return { cookie: `${CSRF_COOKIE}=${csrf}${session ? `; ${SESSION_COOKIE}=${session}` : ''}`, [CSRF_HEADER]: csrf };
}
const sessionOf = (answer: Answer) => answer.headers.getSetCookie().map((c) => c.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1]).find(Boolean)!;

/** A GET as a browser sends it: the status, what nginx's cache did (X-Cache-Status), the Cache-Control and the body. */
async function visit(base: string, path: string, headers: Headers = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache-status'), cacheControl: response.headers.get('cache-control') ?? '', body: await response.text() };
}

describe('three API processes behind nginx on one PostgreSQL', { skip }, () => {
  let dir: string;
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let database: OpenedDatabase;
  let servers: ServerProcess[] = [];
  let nginx: RunningNginx | undefined;
  let lb: string;
  let admin: Headers;
  let member: Headers;

  const DATA_KEY = newDataKey();

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pj-cluster-'));
    fresh = await freshPostgres();
    // Each process its own media folder: images must come from the database, not a shared disk.
    servers = await Promise.all(
      [1, 2, 3].map((n) =>
        startServer({
          NODE_ENV: 'production',
          DATABASE_URL: fresh.url,
          // One key for every process: each must read what another encrypted.
          DATA_KEY,
          MEDIA_DIR: join(dir, `media-${n}`),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          AUTH_RATE_LIMIT: String(RATE_LIMIT),
          TRUST_PROXY: 'loopback',
          OUTBOX_DIR: join(dir, 'outbox'),
          SERVE_FRONTEND: BUILT ? '1' : '0',
          CACHE_MAX_AGE: String(CACHE_MAX_AGE),
        }),
      ),
    );
    await Promise.all(servers.map((server) => waitReady(server, 120_000)));
    database = openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });

    nginx = await startNginx({ upstreams: servers.map((s) => s.port) });
    lb = nginx.url;

    const login = await call(lb, 'POST', '/api/auth/login', { headers: browser(), json: ADMIN });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    admin = browser(sessionOf(login));
  });

  after(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('nginx spreads requests over the three processes; a session made on one works on all', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ nombre: 'Miembro Cluster', email: 'miembro@cluster.local', password: 'miembro-1', aceptaTerminos: 'true' })) form.append(k, v);
    const registered = await call(lb, 'POST', '/api/auth/register', { headers: browser(), form });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    member = browser(sessionOf(registered));
    // The member confirms their email through the mailed link, so the tests below may comment and vote.
    const outbox = join(dir, 'outbox');
    const link = await waitFor(
      async () =>
        (existsSync(outbox) ? readdirSync(outbox) : [])
          .map((f) => quotedPrintable(readFileSync(join(outbox, f), 'utf8')))
          .map((mail) => /\/confirmar-correo\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1])
          .find(Boolean),
      { timeoutMs: 10_000, what: 'the confirmation mail' },
    );
    assert.equal((await call(lb, 'GET', `/api/auth/correo/confirmar?token=${link}`)).status, 200);
    for (const server of servers) {
      const profile = await call(server.url, 'GET', '/api/auth/profile', { headers: member });
      assert.equal(profile.status, 200, `${server.url}: ${JSON.stringify(profile.body)}`);
      assert.equal(profile.body.email, 'miembro@cluster.local');
    }
  });

  test('a comment written through nginx is read by every process', async () => {
    const [publicacion] = await database.db.insert(publicaciones).values({ titulo: 'Cluster', contenido: 'Hola' }).returning();
    // Every process caches the (empty) conversation first.
    for (const server of servers) assert.deepEqual((await call(server.url, 'GET', `/api/comentarios/publicacion/${publicacion!.id}`)).body, []);
    const created = await call(lb, 'POST', '/api/comentarios', { headers: { ...member, [IDEMPOTENCY_HEADER]: randomBytes(8).toString('hex') }, json: { contenido: 'Desde nginx', publicacionId: publicacion!.id } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    for (const server of servers) {
      await waitFor(async () => (await call(server.url, 'GET', `/api/comentarios/publicacion/${publicacion!.id}`)).body.length === 1, { timeoutMs: 1000, what: `${server.url} sees the comment` });
    }
  });

  test('300 members voting twice at the same time through nginx: exactly 300 votes', async () => {
    const survey = await call(lb, 'POST', '/api/encuestas', { headers: admin, json: { titulo: 'Masiva', opciones: ['a', 'b', 'c'] } });
    assert.equal(survey.status, 201);
    // Members straight into the database with a session each: no argon2, so hundreds stay fast.
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: 300 }, (_, i) => ({ nombre: `Votante ${i}`, email: `votante${i}@cluster.local`, passwordHash: 'sin-login', emailConfirmadoEn: new Date() })))
      .returning({ id: users.id });
    const sessionsRepository = createSessionsRepository(database.db);
    const voters = await Promise.all(rows.map(async ({ id }) => browser((await sessionsRepository.create(id)).token)));
    const answers = await Promise.all(voters.flatMap((headers, i) => ['abc'[i % 3]!, 'a'].map((opcion) => call(lb, 'POST', `/api/encuestas/${survey.body.id}/votar/${opcion}`, { headers }))));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 300, JSON.stringify(statuses.filter((s) => s !== 200 && s !== 409)));
    assert.equal(statuses.filter((s) => s === 409).length, 300);
    for (const server of servers) {
      // An open survey's tally is an admin's (or a voter's) to see, not a visitor's.
      const tally = (await call(server.url, 'GET', `/api/encuestas/${survey.body.id}`, { headers: admin })).body.votos as Record<string, number>;
      assert.equal(Object.values(tally).reduce((a, b) => a + b, 0), 300, server.url);
    }
  });

  test('live results: a vote sent to one process reaches the streams held by the others (LISTEN/NOTIFY fan-out)', async () => {
    const survey = (await call(lb, 'POST', '/api/encuestas', { headers: admin, json: { titulo: 'En vivo', opciones: ['a', 'b'] } })).body;
    const streams = await Promise.all([servers[0]!, servers[2]!].map((server) => openEvents(`${server.url}/api/encuestas/${survey.id}/eventos`, admin)));
    try {
      for (const stream of streams) assert.deepEqual((await stream.next()).votos, { a: 0, b: 0 });
      const voted = await call(servers[1]!.url, 'POST', `/api/encuestas/${survey.id}/votar/b`, { headers: member });
      assert.equal(voted.status, 200, JSON.stringify(voted.body));
      const started = Date.now();
      for (const stream of streams) assert.deepEqual((await stream.until((event) => event.votos.b === 1, 2000)).votos, { a: 0, b: 1 });
      assert.ok(Date.now() - started <= 2000);
    } finally {
      for (const stream of streams) stream.close();
    }
    // Through nginx too (unbuffered): the stream opens and sends the tally at once.
    const proxied = await openEvents(`${lb}/api/encuestas/${survey.id}/eventos`, admin);
    try {
      assert.deepEqual((await proxied.next(2000)).votos, { a: 0, b: 1 });
    } finally {
      proxied.close();
    }
  });

  test('an admin edit is visible on every process within 1 s (cache invalidation)', async () => {
    const survey = (await call(lb, 'POST', '/api/encuestas', { headers: admin, json: { titulo: 'Antes', opciones: ['a', 'b'] } })).body;
    for (const server of servers) assert.equal((await call(server.url, 'GET', `/api/encuestas/${survey.id}`)).body.titulo, 'Antes');
    const edited = await call(lb, 'PUT', `/api/encuestas/${survey.id}`, { headers: admin, json: { titulo: 'Después', opciones: ['a', 'b'] } });
    assert.equal(edited.status, 200);
    const started = Date.now();
    for (const server of servers) {
      await waitFor(async () => (await call(server.url, 'GET', `/api/encuestas/${survey.id}`)).body.titulo === 'Después', { timeoutMs: 1000, everyMs: 20, what: `${server.url} shows the edit` });
    }
    assert.ok(Date.now() - started <= 1000);
  });

  test('an admin edit shows on every process\'s kept page within 1 s (the same write signal)', { skip: !BUILT && 'needs the front end built (npm run build)' }, async () => {
    const page = async (base: string) => {
      const response = await fetch(`${base}/encuestas`);
      return { etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), html: await response.text() };
    };
    const survey = (await call(lb, 'POST', '/api/encuestas', { headers: admin, json: { titulo: 'Página antes', opciones: ['a', 'b'] } })).body;
    for (const server of servers) {
      const first = await page(server.url);
      assert.ok(first.html.includes('Página antes'), `${server.url} renders the survey`);
      assert.match(first.cacheControl!, /^public, /);
      assert.equal((await page(server.url)).etag, first.etag, `${server.url} keeps the page`);
    }
    const edited = await call(lb, 'PUT', `/api/encuestas/${survey.id}`, { headers: admin, json: { titulo: 'Página después', opciones: ['a', 'b'] } });
    assert.equal(edited.status, 200);
    const started = Date.now();
    for (const server of servers) {
      await waitFor(async () => (await page(server.url)).html.includes('Página después'), { timeoutMs: 1000, everyMs: 20, what: `${server.url} renders the edit` });
    }
    assert.ok(Date.now() - started <= 1000);
  });

  test('an image uploaded through one process is served by all (media in PostgreSQL)', async () => {
    const form = new FormData();
    form.append('titulo', 'Compartida');
    form.append('file', await pngBlob(), 'foto.png');
    const uploaded = await call(lb, 'POST', '/api/imagenes', { headers: admin, form });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    // Stored paths are relative to /media/ (the client's mediaUrl); absolute ones are served as they are.
    const url: string = uploaded.body.url.startsWith('/') ? uploaded.body.url : `/media/${uploaded.body.url}`;
    for (const server of servers) assert.equal((await fetch(`${server.url}${url}`)).status, 200, `${server.url}${url}`);
  });

  test('the login rate limit counts across processes', async () => {
    // As if from one client address: a peer on loopback is a trusted proxy (TRUST_PROXY=loopback).
    const headers = { ...browser(), 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push((await call(servers[i % 3]!.url, 'POST', '/api/auth/login', { headers, json: { email: 'nadie@cluster.local', password: 'equivocada' } })).status);
    }
    assert.deepEqual(statuses, [...Array<number>(RATE_LIMIT).fill(401), 429]);
  });

  test("a client's X-Forwarded-Host never reaches a reset link: nginx sets the header itself", async () => {
    const asked = await call(lb, 'POST', '/api/auth/password/forgot', { headers: { ...browser(), 'x-forwarded-host': 'evil.example' }, json: { email: ADMIN.email } });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const outbox = join(dir, 'outbox');
    // Other tests' mail (a sign-up's confirmation) may be there too: the reset mail is the one with its link.
    const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const text = await waitFor(async () => mails().find((mail) => mail.includes('/restablecer?token=')), { timeoutMs: 10_000, what: 'the reset mail' });
    assert.match(text, new RegExp(`${lb}/restablecer\\?token=`));
    assert.doesNotMatch(text, /evil\.example/);
  });

  test("nginx's cache: a visitor's second read is a hit; a request with a cookie is never answered from it nor kept in it", async () => {
    // A public API read, and the page that shows it when the front end is built.
    const paths = ['/api/encuestas', ...(BUILT ? ['/encuestas'] : [])];
    const survey = (await call(lb, 'POST', '/api/encuestas', { headers: admin, json: { titulo: 'Guardada por nginx', opciones: ['a', 'b'] } })).body;
    for (const path of paths) {
      // The admin asks first: nginx passes the request on and keeps nothing of the (personal) answer.
      const personal = await visit(lb, path, admin);
      assert.equal(personal.cache, 'BYPASS', path);
      assert.match(personal.cacheControl, /^private, /, path);
      const first = await visit(lb, path);
      assert.equal(first.cache, 'MISS', `${path}: the admin's answer was not kept`);
      assert.match(first.cacheControl, new RegExp(`^public, max-age=0, s-maxage=${CACHE_MAX_AGE}, `), path);
      assert.ok(first.body.includes('Guardada por nginx'), path);
      const second = await visit(lb, path);
      assert.equal(second.cache, 'HIT', path);
      assert.equal(second.body, first.body, path);
      assert.equal((await visit(lb, path, admin)).cache, 'BYPASS', path);
    }
    const edited = await call(lb, 'PUT', `/api/encuestas/${survey.id}`, { headers: admin, json: { titulo: 'Editada tras nginx', opciones: ['a', 'b'] } });
    assert.equal(edited.status, 200);
    for (const path of paths) {
      // Its author reads a write at once (a cookie passes nginx); a visitor once the copy's s-maxage is over.
      assert.ok((await visit(lb, path, admin)).body.includes('Editada tras nginx'), path);
      await waitFor(async () => (await visit(lb, path)).body.includes('Editada tras nginx'), { timeoutMs: (CACHE_MAX_AGE + 5) * 1000, what: `${path} through nginx shows the edit` });
    }
  });

  test('SIGKILL of one process mid-load: no acknowledged write is lost, nginx keeps serving', async () => {
    const [publicacion] = await database.db.insert(publicaciones).values({ titulo: 'Carga', contenido: 'Carga' }).returning();
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let sent = 0;
    const TOTAL = 240;
    const killed = waitFor(async () => acknowledged.length >= 60, { timeoutMs: 60_000, everyMs: 10, what: '60 acknowledged writes' }).then(() => process.kill(servers[2]!.pid, 'SIGKILL'));
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < TOTAL) {
          const contenido = `carga ${sent++}`;
          const answer = await call(lb, 'POST', '/api/comentarios', { headers: member, json: { contenido, publicacionId: publicacion!.id } }).catch(() => ({ status: 0 }));
          if (answer.status === 201) acknowledged.push(contenido);
          else failed.push(answer.status);
        }
      }),
    );
    await killed;
    const stored = await database.db.select({ contenido: comentarios.contenido }).from(comentarios).where(inArray(comentarios.contenido, acknowledged));
    assert.equal(stored.length, acknowledged.length, 'every 201 is in the database');
    // Only requests caught inside the dying process may fail (nginx answers 502 for them).
    assert.ok(acknowledged.length >= TOTAL - 20, `${acknowledged.length} acknowledged; failures: ${failed.join(',')}`);
    for (let i = 0; i < 12; i++) assert.equal((await call(lb, 'GET', '/api/health')).status, 200);
    assert.equal((await servers[2]!.exited).signal, 'SIGKILL');
  });

  // Last: it stops every process.
  test('all three processes stopped: nginx still serves a visited page and public read from its stale copy', async () => {
    const paths = ['/api/encuestas', ...(BUILT ? ['/', '/encuestas'] : [])];
    const kept = new Map<string, string>();
    for (const path of paths) {
      const hit = await waitFor(async () => {
        const answer = await visit(lb, path);
        return answer.cache === 'HIT' ? answer : undefined;
      }, { what: `${path} kept by nginx` });
      kept.set(path, hit.body);
    }
    await Promise.all(servers.map((server) => server.stop()));
    // Past the copies' s-maxage nginx asks the API again, finds no process, and answers with what it kept.
    await sleep((CACHE_MAX_AGE + 1) * 1000);
    for (const path of paths) {
      const answer = await visit(lb, path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.cache, 'STALE', path);
      assert.equal(answer.body, kept.get(path), path);
    }
    // Nothing kept for a member, nor for a read never made: nginx has nothing to answer with.
    assert.equal((await visit(lb, '/api/encuestas', admin)).status, 502);
    assert.equal((await visit(lb, '/api/eventos')).status, 502);
  });
});
