/**
 * `npm run bench`: the API on PGlite and (with DATABASE_URL) on PostgreSQL, each on a fresh
 * database with the demo content. autocannon (10 connections) measures a bare Fastify route (the
 * machine's ceiling, in the same run) and every public list, each after a discarded warm-up run,
 * printed as req/s and % of the ceiling;
 * then 500 members vote twice at the same moment (exact count, p50/p99 latency).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER, SESSION_COOKIE } from '@plataforma/contracts';
import { API_DIR, freePort, startServer, waitFor, waitReady } from '../src/test/processes';

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
/** `BENCH_DATABASES=postgres` (or `pglite`) runs one database only. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** Node flags for the API process, e.g. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` to profile it. */
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** `BENCH_IDEMPOTENCY=1`: each vote carries its own Idempotency-Key, as the browser client sends. */
const IDEMPOTENCY = process.env.BENCH_IDEMPOTENCY === '1';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-1' };

/** Seconds of load sent to a route, and discarded, before it is measured. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * A route's rate, measured warm: a first short run (discarded) lets V8 compile its code and fills
 * the caches, so a process's first route is not measured cold and the others warm.
 */
async function requestsPerSecond(url: string): Promise<number> {
  await load(url, WARM_UP_SECONDS);
  return load(url, SECONDS);
}

/** A bare Fastify route in its own process: what this machine serves at best right now. */
async function ceiling(): Promise<number> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: API_DIR, stdio: 'ignore' });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, { what: 'the bare route' });
    return await requestsPerSecond(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * CPU time (ms) a process has used so far (Linux, 100 ticks/s): unlike latency, it does not depend on
 * what else the machine is running.
 */
function cpuMs(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().map((c) => c.match(new RegExp(`^${name}=([^;]+)`))?.[1]).find(Boolean);

/** Registers `n` members (through the API, as browsers would), `concurrency` at a time: their cookies. */
async function registerMembers(base: string, n: number, concurrency = 16): Promise<Record<string, string>[]> {
  const members: Record<string, string>[] = [];
  const tag = randomBytes(4).toString('hex');
  for (let next = 0; next < n; ) {
    const batch = Array.from({ length: Math.min(concurrency, n - next) }, () => next++);
    members.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const csrf = randomBytes(16).toString('hex');
          const form = new FormData();
          for (const [k, v] of Object.entries({ nombre: `Votante ${i}`, email: `votante${i}.${tag}@bench.local`, password: 'votante-1' })) form.append(k, v);
          const response = await fetch(`${base}/api/auth/register`, { method: 'POST', body: form, headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } });
          if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
          return { cookie: `${CSRF_COOKIE}=${csrf}; ${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}`, [CSRF_HEADER]: csrf };
        }),
      )),
    );
  }
  return members;
}

async function votes(base: string, pid: number) {
  const csrf = randomBytes(16).toString('hex');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
    body: JSON.stringify(ADMIN),
  });
  const admin = { cookie: `${CSRF_COOKIE}=${csrf}; ${SESSION_COOKIE}=${cookieOf(login, SESSION_COOKIE)}`, [CSRF_HEADER]: csrf };
  const survey = (await (
    await fetch(`${base}/api/encuestas`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ titulo: 'Bench', opciones: ['a', 'b', 'c'] }) })
  ).json()) as { id: number };
  const members = await registerMembers(base, VOTERS);

  // Each member's two votes come over their own connections, opened (and kept alive) before the
  // timed part, as a browser that has loaded the page has them: what is timed is the API answering
  // 1000 votes at once, not 1000 TCP handshakes queued in the listen backlog.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 4 * members.length });
  const send = (path: string, method: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end();
    });
  await Promise.all(members.flatMap(() => [0, 1].map(() => send('/api/health', 'GET', {}))));

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
  const tally = (await (await fetch(`${base}/api/encuestas/${survey.id}`)).json()) as { votos: Record<string, number> };
  agent.destroy();
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
  const server = await startServer({ DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media'), SEED_DEMO: '1', AUTH_RATE_LIMIT: '100000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}), ...env }, { nodeArgs: NODE_ARGS });
  try {
    await waitReady(server, 120_000);
    console.log(`\n## ${label}\n`);
    if (LISTS.length > 0) {
      // The ceiling before and after the lists: on a shared machine it drifts, so each list is
      // compared with their mean, and both are printed.
      const before = await ceiling();
      const rates: [string, number][] = [];
      for (const path of LISTS) rates.push([path, await requestsPerSecond(`${server.url}${path}`)]);
      const after = await ceiling();
      const top = (before + after) / 2;
      console.log(`| route | req/s | % of the bare route |\n|---|---:|---:|`);
      console.log(`| bare Fastify route (ceiling: mean of ${Math.round(before)} before and ${Math.round(after)} after the lists) | ${Math.round(top)} | 100 % |`);
      for (const [path, rate] of rates) console.log(`| GET ${path} | ${Math.round(rate)} | ${Math.round((100 * rate) / top)} % |`);
    }
    const v = await votes(server.url, server.pid);
    console.log(
      `\n${VOTERS} members voting twice at once (${2 * VOTERS} requests): ${v.accepted} accepted, ${v.refused} refused (409), ${v.other} other; ` +
        `${IDEMPOTENCY ? 'each with an Idempotency-Key; ' : ''}${v.counted} votes counted (${v.counted === VOTERS && v.accepted === VOTERS ? 'exact' : 'NOT EXACT'}); p50 ${Math.round(v.p50)} ms, p99 ${Math.round(v.p99)} ms; ` +
        `API process CPU ${v.cpuPerVote.toFixed(2)} ms per vote request`,
    );
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

console.log(`npm run bench: autocannon, 10 connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up; ${new Date().toISOString()}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (DATABASES.includes('pglite')) await benchDatabase('PGlite (embedded)', {});
if (!DATABASES.includes('postgres')) console.log('\nPostgreSQL skipped (BENCH_DATABASES).');
else if (process.env.DATABASE_URL) await withFreshPostgres(process.env.DATABASE_URL, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\nPostgreSQL skipped: set DATABASE_URL (a server where a throwaway database may be created).');
