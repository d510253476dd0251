import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../lib/browser.mjs';
import { collectProblems } from '../lib/serverHtml.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';
import { waitUntil } from '../lib/wait.mjs';

/**
 * `npm run dev` as a developer runs it: the API in watch mode and the three Rsbuild dev servers on their
 * fixed ports (rsbuild.shared.ts DEV_PORTS), the shell at :3000 proxying /api to the API.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORTS = [3000, 3001, 3002, 4000];
const SHELL = 'http://localhost:3000';

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitFor = (check, what, timeoutMs = 180_000) => waitUntil(check, () => `${what} did not happen in time:\n${output}`, timeoutMs, 500);

/** Waits for `locator`; on a time-out the failure lists what the page logged, which says why. */
const shown = (locator, problems) => locator.waitFor().catch((error) => assert.fail(`${error.message}\n${problems.join('\n')}`));

const exited = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));

let dev;
let output = '';
let browser;
const dataDir = mkdtempSync(join(tmpdir(), 'pj-dev-'));

before(async () => {
  const busy = [];
  for (const port of PORTS) if (await listening(port)) busy.push(port);
  assert.deepEqual(busy, [], 'the dev ports must be free (is `npm run dev` already running?)');
  // What `npm run dev` runs, started directly so that the test's signals reach it and not npm.
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: ROOT,
    // Its own database and folders: the developer's .data/ is neither read nor changed.
    env: { ...process.env, DATA_DIR: join(dataDir, 'pglite'), MEDIA_DIR: join(dataDir, 'media'), OUTBOX_DIR: join(dataDir, 'outbox'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout.on('data', (chunk) => (output += chunk));
  dev.stderr.on('data', (chunk) => (output += chunk));
  await waitFor(async () => (await Promise.all(PORTS.map(listening))).every(Boolean), 'the four dev servers listening');
  await waitFor(async () => (await fetch(`${SHELL}/api/imagenes`).catch(() => null))?.ok, 'the API answering through the shell');
  browser = await launchBrowser();
}, { timeout: 240_000 });

after(async () => {
  await browser?.close();
  if (dev && dev.exitCode === null) {
    dev.kill('SIGTERM');
    await exited(dev);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first page load after start renders the home page from the public remote, without an error', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ baseURL: SHELL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/');
  await shown(page.getByRole('heading', { level: 1 }), problems);
  // The page's own title, which the page sets once it has its data.
  await page.waitForFunction(() => document.title.endsWith(' · Plataforma Juvenil'));
  // A client navigation to a page with lazy chunks of its own (the survey charts).
  const bar = page.getByRole('navigation', { name: 'Principal' });
  await bar.locator('summary', { hasText: 'ACTIVIDADES' }).click();
  await bar.getByRole('link', { name: 'ENCUESTAS', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Participa en nuestras encuestas' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("an admin's /admin loads the admin remote from its dev server", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ baseURL: SHELL });
  await signIn(context, SHELL, ADMIN);
  const page = await context.newPage();
  const problems = collectProblems(page);
  const adminRequests = [];
  page.on('request', (request) => request.url().startsWith('http://localhost:3002/') && adminRequests.push(request.url()));
  await page.goto('/admin');
  await shown(page.getByRole('heading', { level: 1 }), problems);
  assert.ok(adminRequests.length > 0, 'the admin remote came from :3002');
  assert.deepEqual(problems, []);
  await context.close();
});

test('stopping `npm run dev` stops every server it started', { timeout: 60_000 }, async () => {
  dev.kill('SIGINT');
  await exited(dev);
  await waitFor(async () => !(await Promise.all(PORTS.map(listening))).some(Boolean), 'every dev port closing', 15_000);
});
