/**
 * `npm run bench`: the API on PGlite and (with DATABASE_URL) on PostgreSQL, each on a fresh
 * database with the demo content. autocannon (10 connections) measures every public list, and (when
 * the front end is built) every server-rendered public page as a browser asks for it, right after a
 * bare Fastify route (the machine's ceiling at that moment, in the same run), after a discarded
 * warm-up pass, printed as req/s, % of that ceiling and p99; pages with wrk when it is installed
 * (`bench/load.ts` says why), beside the same bytes sent by the bare process;
 * then 500 members vote twice at the same moment (exact count, p50/p99 latency); 500 members sign up
 * at once for an event with 300 places (`bench/signups.ts`: exactly 300 accepted); then 1,000 live
 * results streams on the process (memory, and the time one vote takes to reach them all).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@plataforma/contracts';
import { rawGet } from '../src/test/http';
import { API_DIR, freePort, startServer, waitFor, waitReady } from '../src/test/processes';
import { cpuMs, openConnections, percentile, registerMembers, signIn } from './bench/clients';
import { signupBurst } from './bench/signups';
import { load, type LoadClient, wrkInstalled } from './bench/load';
import { describeLiveResults, liveResults, STREAM_CAPS } from './bench/streams';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 500);
const ALL_LISTS = [
  '/api/noticias',
  '/api/noticias/all',
  '/api/eventos',
  '/api/eventos/all',
  '/api/publicaciones',
  '/api/publicaciones/all',
  '/api/comentarios',
  '/api/encuestas',
  '/api/encuestas/all',
  '/api/imagenes',
  '/api/equipo',
];
/** `BENCH_LISTS=/api/noticias,/api/eventos` measures only those; `BENCH_LISTS=none` skips the lists. */
const LISTS = process.env.BENCH_LISTS ? process.env.BENCH_LISTS.split(',').filter((l) => l.startsWith('/')) : ALL_LISTS;
/** The server-rendered public pages a visitor opens (`BENCH_PAGES`, like BENCH_LISTS); measured when the front end is built. */
const ALL_PAGES = ['/', '/noticias', '/noticias/1', '/agenda', '/publicaciones', '/encuestas', '/conocenos', '/afiliate'];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').filter((l) => l.startsWith('/')) : ALL_PAGES;
const BUILT = existsSync(join(API_DIR, '..', 'shell', 'dist', 'server', 'server.js'));
/** The shell's offline page: a static file of the build (pre-compressed), for comparison with the pages. */
const STATIC_FILE = '/offline.html';
/** What a browser sends with a page request that matters to the answer. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
/** `BENCH_DATABASES=postgres` (or `pglite`) runs one database only. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** Node flags for the API process, e.g. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` to profile it. */
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** `BENCH_IDEMPOTENCY=1`: each vote carries its own Idempotency-Key, as the browser client sends. */
const IDEMPOTENCY = process.env.BENCH_IDEMPOTENCY === '1';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-1' };

/**
 * The load generator of each section: the lists with autocannon (JSON text, which it reads at full speed);
 * the pages with wrk when it is installed. `BENCH_LIST_CLIENT` and `BENCH_PAGE_CLIENT` (`wrk` or `autocannon`) choose.
 */
const LIST_CLIENT: LoadClient = (process.env.BENCH_LIST_CLIENT as LoadClient | undefined) ?? 'autocannon';
const PAGE_CLIENT: LoadClient = (process.env.BENCH_PAGE_CLIENT as LoadClient | undefined) ?? (wrkInstalled() ? 'wrk' : 'autocannon');

/** Seconds of load sent to a route, and discarded, before it is measured. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

interface Measured {
  path: string;
  headers?: Record<string, string>;
  label?: string;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * A route's rate and the bare route's, taken as SECONDS one-second runs of each in turn: each run is
 * compared with the bare run just before it, and the medians are kept, so a host whose capacity
 * swings within seconds moves both sides of each pair alike. The p99 latency is the median run's.
 */
async function pairedRates(client: LoadClient, bareUrl: string, url: string, headers?: Record<string, string>): Promise<{ top: number; rate: number; p99: number }> {
  const pairs: { top: number; rate: number; p99: number }[] = [];
  for (let i = 0; i < SECONDS; i++) {
    const top = (await load(client, bareUrl, 1)).rate;
    pairs.push({ top, ...(await load(client, url, 1, headers)) });
  }
  const top = median(pairs.map((pair) => pair.top));
  return { top, rate: top * median(pairs.map((pair) => pair.rate / pair.top)), p99: median(pairs.map((pair) => pair.p99)) };
}

/**
 * Each route beside the bare route, as a table: req/s, the ceiling alongside, the share of it and the p99.
 * With `copyOf`, one more row: that route's answer (headers and body, as captured) sent by the bare process
 * itself, the most any server could do with those bytes on this machine and this client.
 */
async function measureBesideBareRoute(title: string, client: LoadClient, base: string, routes: Measured[], copyOf?: Measured) {
  const copy = copyOf && (await captureAnswer(`${base}${copyOf.path}`, copyOf.headers));
  const bare = await startBareRoute(copy);
  const measured = copyOf ? [...routes, { ...copyOf, label: `${copyOf.path} (its bytes sent by the bare process)`, url: `${bare.url}copy` }] : routes;
  const urlOf = (route: Measured & { url?: string }) => route.url ?? `${base}${route.path}`;
  try {
    // One discarded pass over the bare route and every route first: the processes (JIT, cache, pool)
    // and the load client reach their steady state before anything is measured.
    await load(client, bare.url, WARM_UP_SECONDS);
    for (const route of measured) await load(client, urlOf(route), WARM_UP_SECONDS, route.headers);
    const rows = [];
    for (const route of measured) rows.push({ path: route.label ?? route.path, ...(await pairedRates(client, bare.url, urlOf(route), route.headers)) });
    console.log(`\n${title} (${client})\n\n| route | req/s | bare route alongside | % of it | p99 |\n|---|---:|---:|---:|---:|`);
    for (const row of rows) console.log(`| GET ${row.path} | ${Math.round(row.rate)} | ${Math.round(row.top)} | ${Math.round((100 * row.rate) / row.top)} % | ${row.p99} ms |`);
    const ceilings = rows.map((row) => row.top);
    console.log(`\nBare route (the ceiling) between ${Math.round(Math.min(...ceilings))} and ${Math.round(Math.max(...ceilings))} req/s in this section.`);
  } finally {
    bare.stop();
  }
}

/**
 * A bare Fastify route in its own process: what this machine serves at best. It runs for the whole
 * section and is measured right before each list, so each list is compared with the machine as it
 * was at that moment (on a shared host the ceiling swings by half within a minute).
 */
async function startBareRoute(copy?: CapturedAnswer): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const copyFile = copy && join(mkdtempSync(join(tmpdir(), 'pj-bench-copy-')), 'answer.json');
  if (copyFile) writeFileSync(copyFile, JSON.stringify({ headers: copy!.headers, body: copy!.body.toString('base64') }));
  // `/copy` writes the captured answer as it is, the least work a server can do to send those bytes.
  const copyRoute = copyFile
    ? `const copy = JSON.parse(readFileSync(${JSON.stringify(copyFile)}, 'utf8')); const body = Buffer.from(copy.body, 'base64');` +
      `app.get('/copy', (request, reply) => { reply.hijack(); reply.raw.writeHead(200, copy.headers).end(body); });`
    : '';
  const source = `import Fastify from 'fastify'; import { readFileSync } from 'node:fs'; const app = Fastify(); app.get('/', async () => ({ ok: true })); ${copyRoute} await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: API_DIR, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(async () => (await fetch(url)).ok, { what: 'the bare route' });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

interface CapturedAnswer {
  /** Node's raw header list, without what Node writes itself (date, connection, keep-alive). */
  headers: string[];
  body: Buffer;
}

/** A route's answer as it went out, bytes and headers (no decompression). */
async function captureAnswer(url: string, headers: Record<string, string> = {}): Promise<CapturedAnswer> {
  const { rawHeaders: raw, body } = await rawGet(url, headers);
  return { headers: raw.flatMap((value, i) => (i % 2 === 0 && !/^(date|connection|keep-alive)$/i.test(value) ? [value, raw[i + 1]!] : [])), body };
}

async function votes(base: string, pid: number) {
  const admin = await signIn(base, ADMIN);
  const survey = (await (
    await fetch(`${base}/api/encuestas`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ titulo: 'Bench', opciones: ['a', 'b', 'c'] }) })
  ).json()) as { id: number };
  const members = await registerMembers(base, VOTERS);

  // Each member's two votes come over their own connections, opened (and kept alive) before the
  // timed part, as a browser that has loaded the page has them: what is timed is the API answering
  // 1000 votes at once, not 1000 TCP handshakes queued in the listen backlog.
  const { send, destroy } = await openConnections(base, 2 * members.length);

  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const statuses = await Promise.all(
    members.flatMap((headers, i) =>
      ['abc'[i % 3], 'a'].map(async (opcion) => {
        const started = performance.now();
        const status = await send(`/api/encuestas/${survey.id}/votar/${opcion}`, 'POST', IDEMPOTENCY ? { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() } : headers);
        latencies.push(performance.now() - started);
        return status;
      }),
    ),
  );
  const cpuPerVote = (cpuMs(pid) - cpuBefore) / (2 * members.length);
  // An open survey's tally is an admin's to see (or a voter's), not a visitor's.
  const tally = (await (await fetch(`${base}/api/encuestas/${survey.id}`, { headers: admin })).json()) as { votos: Record<string, number> };
  destroy();
  latencies.sort((a, b) => a - b);
  return {
    accepted: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 200 && s !== 409).length,
    counted: Object.values(tally.votos).reduce((a, b) => a + b, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerVote,
  };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'pj-bench-'));
  const server = await startServer({ DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media'), SEED_DEMO: '1', SERVE_FRONTEND: BUILT ? '1' : '0', AUTH_RATE_LIMIT: '100000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...STREAM_CAPS, ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}), ...env }, { nodeArgs: NODE_ARGS });
  try {
    await waitReady(server, 120_000);
    console.log(`\n## ${label}\n`);
    if (LISTS.length > 0) await measureBesideBareRoute('Public API reads', LIST_CLIENT, server.url, LISTS.map((path) => ({ path })));
    if (PAGES.length > 0 && BUILT) {
      // A static file served by @fastify/static beside them: what "the speed of a static file" is on this machine.
      const routes = [...PAGES, STATIC_FILE].map((path) => ({ path, headers: BROWSER_HEADERS }));
      await measureBesideBareRoute('Server-rendered pages, as a browser asks for them (brotli), and a static file', PAGE_CLIENT, server.url, routes, routes[0]);
    } else if (PAGES.length > 0) console.log('\nPages skipped: the front end is not built (npm run build).');
    const v = await votes(server.url, server.pid);
    console.log(
      `\n${VOTERS} members voting twice at once (${2 * VOTERS} requests): ${v.accepted} accepted, ${v.refused} refused (409), ${v.other} other; ` +
        `${IDEMPOTENCY ? 'each with an Idempotency-Key; ' : ''}${v.counted} votes counted (${v.counted === VOTERS && v.accepted === VOTERS ? 'exact' : 'NOT EXACT'}); p50 ${Math.round(v.p50)} ms, p99 ${Math.round(v.p99)} ms; ` +
        `API process CPU ${v.cpuPerVote.toFixed(2)} ms per vote request`,
    );
    await signupBurst(server.url, server.pid, ADMIN);
    console.log(describeLiveResults(await liveResults(server.url, server.pid, await signIn(server.url, ADMIN))));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A throwaway database on the DATABASE_URL server, dropped afterwards. */
async function withFreshPostgres(serverUrl: string, work: (url: string) => Promise<void>) {
  const name = `pj_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(`npm run bench: 10 connections (lists: ${LIST_CLIENT}, pages: ${PAGE_CLIENT}); each route in ${SECONDS} one-second runs, each after one of the bare route; a ${WARM_UP_SECONDS} s warm-up of every route first; ${new Date().toISOString()}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (PAGE_CLIENT === 'autocannon' && PAGES.length > 0) {
  console.log('Pages measured with autocannon, which decodes every brotli body as text: its own core runs out long before the server (bench/load.ts). For the pages\' real figures install wrk: apt-get install -y wrk');
}
if (DATABASES.includes('pglite')) await benchDatabase('PGlite (embedded)', {});
if (!DATABASES.includes('postgres')) console.log('\nPostgreSQL skipped (BENCH_DATABASES).');
else if (process.env.DATABASE_URL) await withFreshPostgres(process.env.DATABASE_URL, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\nPostgreSQL skipped: set DATABASE_URL (a server where a throwaway database may be created).');
