import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const ADMIN = { email: 'admin@plataforma.local', password: 'admin123' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the whole platform as `npm start` does (built front end, API, PGlite with demo data) on a
 * free port with its own data and media folders, which are removed on stop.
 */
export async function startPlatform(env = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pj-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'pglite'),
      MEDIA_DIR: join(dir, 'media'),
      OUTBOX_DIR: join(dir, 'outbox'),
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: '1000',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The platform exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/imagenes`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`The platform did not start in time:\n${output}`);

  return {
    baseUrl,
    /** The development outbox: one .eml file per message the platform sent. */
    outboxDir: join(dir, 'outbox'),
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
