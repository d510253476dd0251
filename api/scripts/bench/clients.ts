/** What the scenarios of `npm run bench` share: members and an admin signed in as browsers are, and kept-alive connections. */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@plataforma/contracts';
import { quotedPrintable } from '../../src/test/outbox';

/** The bench servers' development outbox (their `OUTBOX_DIR`): members confirm their email from it, as people do. */
export const BENCH_OUTBOX = mkdtempSync(join(tmpdir(), 'pj-bench-outbox-'));

/** Follows the confirmation link mailed to `email` (the mail is written just after the registration's answer). */
async function confirmEmail(email: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const file of readdirSync(BENCH_OUTBOX)) {
      const text = quotedPrintable(readFileSync(join(BENCH_OUTBOX, file), 'utf8'));
      const link = text.includes(`To: ${email}`) && /https?:\/\/\S+\/confirmar-correo\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (!link) continue;
      const token = new URL(link).searchParams.get('token')!;
      const response = await fetch(`${new URL(link).origin}/api/auth/correo/confirmar?token=${token}`);
      if (response.status !== 200) throw new Error(`confirm: ${response.status} ${await response.text()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No confirmation mail to ${email} in ${BENCH_OUTBOX}`);
}

/**
 * CPU time (ms) a process has used so far (Linux, 100 ticks/s): unlike latency, it does not depend on
 * what else the machine is running.
 */
export function cpuMs(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().map((c) => c.match(new RegExp(`^${name}=([^;]+)`))?.[1]).find(Boolean);

/** A signed-in browser's headers: the session cookie and the CSRF token that goes with it (both set by the answer). */
function signedIn(response: Response): Record<string, string> {
  const csrf = cookieOf(response, CSRF_COOKIE)!;
  return { cookie: `${CSRF_COOKIE}=${csrf}; ${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}`, [CSRF_HEADER]: csrf };
}

/** Registers `n` members (through the API, as browsers would) and confirms their email, `concurrency` at a time: their cookies. */
export async function registerMembers(base: string, n: number, concurrency = 16): Promise<Record<string, string>[]> {
  const members: Record<string, string>[] = [];
  const tag = randomBytes(4).toString('hex');
  for (let next = 0; next < n; ) {
    const batch = Array.from({ length: Math.min(concurrency, n - next) }, () => next++);
    members.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const csrf = randomBytes(16).toString('hex');
          const form = new FormData();
          const email = `votante${i}.${tag}@bench.local`;
          for (const [k, v] of Object.entries({ nombre: `Votante ${i}`, email, password: 'votante-1', aceptaTerminos: 'true' })) form.append(k, v);
          const response = await fetch(`${base}/api/auth/register`, { method: 'POST', body: form, headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } });
          if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
          await confirmEmail(email);
          return signedIn(response);
        }),
      )),
    );
  }
  return members;
}

/** Signs in through the API (an admin, for the scenarios' setup): the browser's headers. */
export async function signIn(base: string, credentials: { email: string; password: string }): Promise<Record<string, string>> {
  const csrf = randomBytes(16).toString('hex');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
    body: JSON.stringify(credentials),
  });
  return signedIn(login);
}

/**
 * `count` connections opened (and kept alive) before the timed part, as browsers that have loaded the
 * page have them: what a burst then times is the API answering, not TCP handshakes queued in the
 * listen backlog. `send` answers the status code.
 */
export async function openConnections(base: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2 * count });
  const send = (path: string, method: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end();
    });
  await Promise.all(Array.from({ length: count }, () => send('/api/health', 'GET', {})));
  return { send, destroy: () => agent.destroy() };
}
