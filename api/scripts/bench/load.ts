/**
 * The load generators of `npm run bench`: autocannon (the Node one, always there) and wrk (C, Debian's
 * `wrk` package), both at 10 connections from one thread.
 *
 * autocannon appends every response body to a JavaScript string (`req.body += chunk`), so a compressed
 * (binary) body is decoded as UTF-8 on each answer: at ~7 KB of brotli it saturates its own core at about
 * 10,000 req/s while the server idles at half a core, and a bare Fastify route sending the same bytes from
 * memory is held to the same rate. It measures itself, not the server. wrk only counts the bytes, so the
 * server is what runs out first: the bench measures with it when it is installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadClient = 'autocannon' | 'wrk';

export interface LoadResult {
  rate: number;
  p99: number;
}

const CONNECTIONS = 10;

/** Whether Debian's `wrk` is on the PATH. */
export function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk --version` prints its banner and exits 1: it is there when it ran at all.
    return (error as { status?: number | null }).status === 1;
  }
}

/** Seconds of load on `url` from `client`: its mean req/s and p99 latency (ms). Any non-2xx or error fails the bench. */
export function load(client: LoadClient, url: string, seconds: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  return client === 'wrk' ? wrk(url, seconds, headers) : autocannonLoad(url, seconds, headers);
}

async function autocannonLoad(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p99: result.latency.p99 };
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** Reads wrk's report: `Requests/sec:`, the `99%` line of `--latency`, and its error lines. */
export function parseWrk(report: string, url: string): LoadResult {
  const failures = report.match(/Non-2xx or 3xx responses: (\d+)|Socket errors: .*/g);
  if (failures) throw new Error(`${url}: ${failures.join('; ')}`);
  const rate = report.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const p99 = report.match(/^\s+99%\s+([\d.]+)(us|ms|s)$/m);
  if (!rate || !p99) throw new Error(`${url}: wrk's report not understood:\n${report}`);
  return { rate: Number(rate), p99: Math.round(Number(p99[1]) * MS_PER_UNIT[p99[2]!]!) };
}

function wrk(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk ${url}: exit ${code}\n${report}`));
      try {
        resolve(parseWrk(report, url));
      } catch (error) {
        reject(error);
      }
    });
  });
}
