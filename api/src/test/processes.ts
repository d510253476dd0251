import { spawn } from 'node:child_process';
import { createServer, Socket, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The api package folder: servers start from there as `npm start` does. */
export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` every `everyMs` until it returns a truthy value, at most `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T>, { timeoutMs = 30_000, everyMs = 100, what = 'condition' } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(everyMs);
  }
}

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or another signal) to this pid, then waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx src/server.ts` (its pid is the server's, docs/toolchain.md trap 10) on a free port. */
export async function startServer(env: Record<string, string>, { nodeArgs = [] as string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), SERVE_FRONTEND: '0', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, signal);
      return exited;
    },
  };
}

/** Waits until the server answers /api/ready with 200. */
export const waitReady = (server: Pick<ServerProcess, 'url' | 'output'>, timeoutMs = 60_000) =>
  waitFor(async () => (await fetch(`${server.url}/api/ready`)).ok, { timeoutMs, what: `${server.url}/api/ready` }).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });

export type ProxyMode = 'up' | 'refuse' | 'hang';

/**
 * A TCP proxy to 127.0.0.1:`targetPort` whose link can be cut: 'refuse' closes the port (connection
 * refused), 'hang' keeps accepting but drops every byte (a network partition). `restore()` brings
 * it back and drops the connections that lived through the outage, as TCP would after a partition.
 */
export async function tcpProxy(targetPort: number) {
  let mode: ProxyMode = 'up';
  const sockets = new Set<Socket>();
  const port = await freePort();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode !== 'up') return; // hang: accepted, never answered
    const upstream = new Socket();
    track(upstream);
    upstream.connect(targetPort, '127.0.0.1');
    client.on('data', (data) => mode === 'up' && upstream.write(data));
    upstream.on('data', (data) => mode === 'up' && client.write(data));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(onConnection);
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen();
  return {
    port,
    cut: async (how: Exclude<ProxyMode, 'up'>) => {
      mode = how;
      if (how === 'refuse') {
        dropAll();
        await new Promise((resolve) => server.close(resolve));
      }
    },
    restore: async () => {
      const wasRefusing = mode === 'refuse';
      mode = 'up';
      dropAll();
      if (wasRefusing) {
        server = createServer(onConnection);
        await listen();
      }
    },
    close: async () => {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
