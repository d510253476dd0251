/**
 * `npm run bench`: the API on PGlite and (with DATABASE_URL) on PostgreSQL, each on a fresh
 * database with the demo content. wrk (10 connections; autocannon when wrk is missing, `bench/load.ts`
 * says why) measures every public list and (when the front end is built) every server-rendered public
 * page as a browser asks for it, as a visitor reads them from the one process's response cache, each
 * right after a bare Fastify route (the machine's ceiling at that moment, in the same run), after a
 * discarded warm-up pass, printed as req/s, % of that ceiling and p99. Then the pages through nginx with
 * the cache the project ships (`api/deploy/nginx-cache.conf`), each beside nginx sending a static file
 * of the same size. Then 500 members vote twice at the same moment (exact count, p50/p99 latency); 500
 * members sign up at once for an event with 300 places (`bench/signups.ts`: exactly 300 accepted); then
 * 1,000 live results streams on the process (memory, and the time one vote takes to reach them all).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@plataforma/contracts';
import { rawGet, type RawAnswer } from '../src/test/http';
import { NGINX, startNginx } from '../src/test/nginx';
import { API_DIR, freePort, startServer, waitFor, waitReady, type ServerProcess } from '../src/test/processes';
import { BENCH_OUTBOX, cpuMs, openConnections, percentile, registerMembers, signIn } from './bench/clients';
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
/** What a browser sends with a page request that matters to the answer. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
/** `BENCH_DATABASES=postgres` (or `pglite`) runs one database only. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** Node flags for the API process, e.g. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` to profile it. */
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** `BENCH_IDEMPOTENCY=1`: each vote carries its own Idempotency-Key, as the browser client sends. */
const IDEMPOTENCY = process.env.BENCH_IDEMPOTENCY === '1';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-1' };

/** The load generator: wrk when it is installed. `BENCH_LIST_CLIENT` and `BENCH_PAGE_CLIENT` (`wrk` or `autocannon`) choose per section. */
const DEFAULT_CLIENT: LoadClient = wrkInstalled() ? 'wrk' : 'autocannon';
const LIST_CLIENT: LoadClient = (process.env.BENCH_LIST_CLIENT as LoadClient | undefined) ?? DEFAULT_CLIENT;
const PAGE_CLIENT: LoadClient = (process.env.BENCH_PAGE_CLIENT as LoadClient | undefined) ?? DEFAULT_CLIENT;
/** The throughput targets (%): one process's cached answers against a bare Fastify route; pages from nginx's cache against nginx's static file. */
const TARGETS = { process: 35, nginx: 80 };

/** Seconds of load sent to a route, and discarded, before it is measured. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

/** A route measured beside a ceiling: each is loaded right after a run of its ceiling. */
interface Measured {
  label: string;
  url: string;
  ceilingUrl: string;
  headers?: Record<string, string>;
}

interface MeasuredRow {
  label: string;
  top: number;
  rate: number;
  p99: number;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * A route's rate and its ceiling's, taken as SECONDS one-second runs of each in turn: each run is
 * compared with the ceiling run just before it, and the medians are kept, so a host whose capacity
 * swings within seconds moves both sides of each pair alike. The p99 latency is the median run's.
 */
async function pairedRates(client: LoadClient, { url, ceilingUrl, headers }: Measured): Promise<{ top: number; rate: number; p99: number }> {
  const pairs: { top: number; rate: number; p99: number }[] = [];
  for (let i = 0; i < SECONDS; i++) {
    const top = (await load(client, ceilingUrl, 1)).rate;
    pairs.push({ top, ...(await load(client, url, 1, headers)) });
  }
  const top = median(pairs.map((pair) => pair.top));
  return { top, rate: top * median(pairs.map((pair) => pair.rate / pair.top)), p99: median(pairs.map((pair) => pair.p99)) };
}

/**
 * Every route beside its ceiling, printed as a table (req/s, the ceiling alongside, the share of it and
 * the p99) under `title`. One discarded pass over every ceiling and route first: the processes (JIT,
 * caches, pool) and the load client reach their steady state before anything is measured.
 */
async function measureBeside(title: string, ceilingName: string, client: LoadClient, routes: Measured[]): Promise<MeasuredRow[]> {
  for (const ceilingUrl of new Set(routes.map((route) => route.ceilingUrl))) await load(client, ceilingUrl, WARM_UP_SECONDS);
  for (const route of routes) await load(client, route.url, WARM_UP_SECONDS, route.headers);
  const rows: MeasuredRow[] = [];
  for (const route of routes) rows.push({ label: route.label, ...(await pairedRates(client, route)) });
  console.log(`\n${title} (${client})\n\n| route | req/s | ${ceilingName} alongside | % of it | p99 |\n|---|---:|---:|---:|---:|`);
  for (const row of rows) console.log(`| GET ${row.label} | ${Math.round(row.rate)} | ${Math.round(row.top)} | ${share(row)} % | ${row.p99} ms |`);
  const ceilings = rows.map((row) => row.top);
  console.log(`\n${ceilingName} between ${Math.round(Math.min(...ceilings))} and ${Math.round(Math.max(...ceilings))} req/s in this section.`);
  return rows;
}

const share = (row: MeasuredRow) => Math.round((100 * row.rate) / row.top);

/** Public reads or pages of the process, each beside a bare Fastify route in its own process. */
async function measureBesideBareRoute(title: string, client: LoadClient, base: string, paths: string[], headers?: Record<string, string>) {
  const bare = await startBareRoute();
  try {
    return await measureBeside(title, 'bare route', client, paths.map((path) => ({ label: path, url: `${base}${path}`, ceilingUrl: bare.url, headers })));
  } finally {
    bare.stop();
  }
}

/**
 * A bare Fastify route in its own process: what this machine serves at best. It runs for the whole
 * section and is measured right before each route, so each is compared with the machine as it was
 * at that moment (on a shared host the ceiling swings by half within a minute).
 */
async function startBareRoute(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
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

/** The headers nginx writes itself for a file (`etag off` leaves it to the copy's own); the length is the file's. */
const NGINX_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'server', 'content-length', 'content-type', 'x-cache-status', 'accept-ranges', 'last-modified']);

/**
 * nginx's `location` sending `answer` as a static file: its body from `file`, its headers (security
 * headers, Cache-Control, ETag, encoding) as the page carries them.
 */
function staticCopyLocation(path: string, file: string, answer: RawAnswer): string {
  const quoted = (value: string) => {
    if (value.includes('$')) throw new Error(`a header with "$" cannot be written in nginx's configuration: ${value}`);
    return `"${value.replace(/["\\]/g, '\\$&')}"`;
  };
  const headers = Object.entries(answer.headers)
    .filter(([name]) => !NGINX_OWN_HEADERS.has(name))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value!]).map((v) => `add_header ${name} ${quoted(v)};`));
  return `    location = ${path} { alias ${file}; default_type ${quoted(String(answer.headers['content-type']))}; etag off; ${headers.join(' ')} }`;
}

/**
 * The pages through nginx with the shipped cache in front of the process, each beside nginx sending the
 * same answer (its brotli body and its headers) as a static file: what the cache costs over nginx's own
 * fastest path for the same bytes. Null without nginx.
 */
async function measureThroughNginx(server: ServerProcess): Promise<MeasuredRow[] | null> {
  if (!NGINX) {
    console.log('\nPages through nginx skipped: nginx is not installed (apt-get install -y nginx).');
    return null;
  }
  const files = mkdtempSync(join(tmpdir(), 'pj-bench-static-'));
  const copies = await Promise.all(
    PAGES.map(async (path, i) => {
      const answer = await rawGet(`${server.url}${path}`, BROWSER_HEADERS);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const file = join(files, String(i));
      writeFileSync(file, answer.body);
      return { path, copyPath: `/same-answer/${i}`, answer, location: staticCopyLocation(`/same-answer/${i}`, file, answer) };
    }),
  );
  const nginx = await startNginx({ upstreams: [server.port], serverExtra: copies.map((copy) => copy.location).join('\n') });
  try {
    for (const { path } of copies) {
      // Asked until nginx answers from its cache: the copy the load then reads.
      await waitFor(async () => (await rawGet(`${nginx.url}${path}`, BROWSER_HEADERS)).headers['x-cache-status'] === 'HIT', { timeoutMs: 10_000, what: `${path} kept by nginx` });
    }
    const routes = copies.map(({ path, copyPath, answer }) => ({
      label: `${path} (${answer.body.length} B ${answer.headers['content-encoding'] ?? 'identity'})`,
      url: `${nginx.url}${path}`,
      ceilingUrl: `${nginx.url}${copyPath}`,
      headers: BROWSER_HEADERS,
    }));
    return await measureBeside("Server-rendered pages through nginx's cache (api/deploy/nginx-cache.conf), each beside nginx sending the same answer as a static file", 'static file', PAGE_CLIENT, routes);
  } finally {
    await nginx.stop();
    rmSync(files, { recursive: true, force: true });
  }
}

/**
 * The rows' shares as "median (lowest–highest)", judged against the target by the median: on a shared
 * host one route's pairs can land on a swing of the machine that the others miss.
 */
function shares(rows: MeasuredRow[], target: number): string {
  const values = rows.map(share);
  return `median ${Math.round(median(values))} % (${Math.min(...values)}–${Math.max(...values)} %; target ≥ ${target} %: ${median(values) >= target ? 'met' : 'NOT MET'})`;
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
  const server = await startServer({ DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media'), OUTBOX_DIR: BENCH_OUTBOX, SEED_DEMO: '1', SERVE_FRONTEND: BUILT ? '1' : '0', AUTH_RATE_LIMIT: '100000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'loopback', ...STREAM_CAPS, ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}), ...env }, { nodeArgs: NODE_ARGS });
  try {
    await waitReady(server, 120_000);
    console.log(`\n## ${label}\n`);
    const figures: string[] = [];
    if (LISTS.length > 0) {
      const reads = await measureBesideBareRoute("Public API reads, from the process's response cache", LIST_CLIENT, server.url, LISTS);
      figures.push(`One process, cached public reads: ${shares(reads, TARGETS.process)} of the bare Fastify route.`);
    }
    if (PAGES.length > 0 && BUILT) {
      const pages = await measureBesideBareRoute("Server-rendered pages, as a browser asks for them (brotli), from the process's response cache", PAGE_CLIENT, server.url, PAGES, BROWSER_HEADERS);
      figures.push(`One process, cached pages: ${shares(pages, TARGETS.process)} of the bare Fastify route.`);
      const throughNginx = await measureThroughNginx(server);
      if (throughNginx) figures.push(`Through nginx's cache, pages: ${shares(throughNginx, TARGETS.nginx)} of nginx sending the same answer as a static file.`);
    } else if (PAGES.length > 0) console.log('\nPages skipped: the front end is not built (npm run build).');
    if (figures.length > 0) console.log(`\n${figures.join('\n')}`);
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

console.log(`npm run bench: 10 connections (lists: ${LIST_CLIENT}, pages: ${PAGE_CLIENT}); each route in ${SECONDS} one-second runs, each after one of its ceiling (the bare route, or nginx's static file); a ${WARM_UP_SECONDS} s warm-up of every route first; ${new Date().toISOString()}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (PAGE_CLIENT === 'autocannon' && PAGES.length > 0) {
  console.log('Pages measured with autocannon, which decodes every brotli body as text: its own core runs out long before the server (bench/load.ts). For the pages\' real figures install wrk: apt-get install -y wrk');
}
if (DATABASES.includes('pglite')) await benchDatabase('PGlite (embedded)', {});
if (!DATABASES.includes('postgres')) console.log('\nPostgreSQL skipped (BENCH_DATABASES).');
else if (process.env.DATABASE_URL) await withFreshPostgres(process.env.DATABASE_URL, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\nPostgreSQL skipped: set DATABASE_URL (a server where a throwaway database may be created).');
