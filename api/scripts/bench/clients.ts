/** What the scenarios of `npm run bench` share: members and an admin signed in as browsers are, and kept-alive connections. */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@plataforma/contracts';

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

/** Registers `n` members (through the API, as browsers would), `concurrency` at a time: their cookies. */
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
          for (const [k, v] of Object.entries({ nombre: `Votante ${i}`, email: `votante${i}.${tag}@bench.local`, password: 'votante-1' })) form.append(k, v);
          const response = await fetch(`${base}/api/auth/register`, { method: 'POST', body: form, headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } });
          if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
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
