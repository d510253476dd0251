/**
 * `npm run bench`, live survey results: STREAMS Server-Sent Events streams held open on one
 * API process, the process's memory before and after, and how long one vote takes to reach them all.
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { percentile, registerMembers } from './clients';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
/** Every stream here is the admin's, on one process: the caps of the server (`api/src/config.ts`) raised to hold them. */
export const STREAM_CAPS = { LIVE_STREAMS_PER_SESSION: String(STREAMS), LIVE_STREAMS_PER_PROCESS: String(STREAMS) };
/** Streams opened at a time: the listen backlog (511 by default) is not the thing measured. */
const OPEN_CONCURRENCY = 100;

/** Resident memory (MB) of a process (Linux). */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return NaN;
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1]);
  return kb / 1024;
}

interface Tally {
  votos: Record<string, number>;
}

/** One stream over its own connection; `onEvent` sees each `data:` event. Resolves once the first arrived. */
function openStream(url: string, headers: Record<string, string>, agent: http.Agent, onEvent: (tally: Tally) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, accept: 'text/event-stream' }, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      let first = true;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const line = buffer.slice(0, end).split('\n').find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!line) continue;
          onEvent(JSON.parse(line.slice(6)) as Tally);
          if (first) {
            first = false;
            resolve(request);
          }
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}

export async function liveResults(base: string, pid: number, admin: Record<string, string>) {
  const created = await fetch(`${base}/api/encuestas`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ titulo: 'En vivo', opciones: ['a', 'b'] }),
  });
  const survey = (await created.json()) as { id: number };
  const [voter] = await registerMembers(base, 1);
  const url = `${base}/api/encuestas/${survey.id}/eventos`;

  const rssBefore = rssMb(pid);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  // When each stream saw the vote (ms since it was sent); NaN until then.
  const arrived = new Array<number>(STREAMS).fill(Number.NaN);
  let sentAt = 0;
  const requests: http.ClientRequest[] = [];
  const openedAt = performance.now();
  for (let next = 0; next < STREAMS; ) {
    const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, STREAMS - next) }, () => next++);
    requests.push(
      ...(await Promise.all(
        batch.map((i) =>
          openStream(url, admin, agent, (tally) => {
            if (sentAt > 0 && Number.isNaN(arrived[i]!) && (tally.votos.a ?? 0) === 1) arrived[i] = performance.now() - sentAt;
          }),
        ),
      )),
    );
  }
  const openMs = performance.now() - openedAt;
  // Let the process settle (garbage collection of the opening burst) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfter = rssMb(pid);

  sentAt = performance.now();
  const vote = await fetch(`${base}/api/encuestas/${survey.id}/votar/a`, { method: 'POST', headers: voter! });
  if (vote.status !== 200) throw new Error(`vote: ${vote.status} ${await vote.text()}`);
  const deadline = Date.now() + 10_000;
  while (arrived.some(Number.isNaN) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  const reached = arrived.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  for (const request of requests) request.destroy();
  agent.destroy();
  return {
    streams: STREAMS,
    openMs,
    rssBefore,
    rssAfter,
    reached: reached.length,
    p50: percentile(reached, 50),
    max: reached.at(-1) ?? Number.NaN,
  };
}

export function describeLiveResults(r: Awaited<ReturnType<typeof liveResults>>): string {
  return (
    `\n${r.streams} live-results streams (SSE) on one API process, opened in ${Math.round(r.openMs)} ms: ` +
    `RSS ${Math.round(r.rssBefore)} MB before, ${Math.round(r.rssAfter)} MB with them open ` +
    `(${(((r.rssAfter - r.rssBefore) * 1024) / r.streams).toFixed(1)} KB per stream); one vote reached ${r.reached}/${r.streams} ` +
    `in p50 ${Math.round(r.p50)} ms, all in ${Math.round(r.max)} ms (${r.reached === r.streams && r.max <= 1000 ? 'within' : 'NOT within'} the 1 s target)`
  );
}
