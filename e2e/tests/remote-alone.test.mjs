/**
 * A remote deploys alone: the public remote, built without the shell and importing a router export and a
 * styled-components export that no build imported before (so the shell's shaken shared copies lack them), is
 * served from its own folder and origin; the page works in the browser with one copy of each library
 * (docs/toolchain.md "Which exports the shared copies keep"). The build goes to a folder of its own, with the
 * /conocenos page replaced by e2e/fixtures/remote-alone/ConocenosPage.tsx: the workspace stays as it is.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../lib/browser.mjs';
import { hydrated } from '../lib/fixture.mjs';
import { startPlatform } from '../lib/server.mjs';
import { collectProblems, fetchPage, rootOf } from '../lib/serverHtml.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONFIG = join(ROOT, 'e2e', 'fixtures', 'remote-alone', 'rsbuild.config.ts');
/** What the fixture page imports that no build of the platform does. */
const NEW_IMPORTS = { 'react-router-dom': 'useHref', 'styled-components': 'useTheme' };
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

const state = { dist: '', remote: null, platform: null, browser: null };

/** The remote's own origin: its build folder as files, readable by the shell's pages (CORS). */
function serveFolder(dir) {
  const server = createServer((request, response) => {
    const file = normalize(join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

before(async () => {
  state.dist = mkdtempSync(join(tmpdir(), 'pj-remote-alone-'));
  const build = spawnSync('npx', ['rsbuild', 'build', '-c', CONFIG], {
    cwd: join(ROOT, 'public-remote'),
    env: { ...process.env, PJ_REMOTE_ALONE_DIST: state.dist },
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, build.stdout + build.stderr);
  state.remote = await serveFolder(state.dist);
  const remoteUrl = `http://127.0.0.1:${state.remote.address().port}/remoteEntry.js`;
  state.platform = await startPlatform({ PUBLIC_REMOTE_URL: remoteUrl });
  state.browser = await launchBrowser();
});

after(async () => {
  await state.browser?.close();
  await state.platform?.stop();
  await new Promise((resolve) => (state.remote ? state.remote.close(resolve) : resolve()));
  rmSync(state.dist, { recursive: true, force: true });
});

const record = (dir) => JSON.parse(readFileSync(join(dir, 'shared-imports.json'), 'utf8'));

/** Per tree-shaken library, the copies handed out on the page: the shaken one, the complete one, or both. */
const copiesInUse = (page) =>
  page.evaluate((libraries) => {
    const copies = {};
    for (const scopes of Object.values(globalThis.__FEDERATION__.__SHARE__)) {
      for (const library of libraries) {
        for (const shared of Object.values(scopes.default?.[library] ?? {})) {
          copies[library] ??= new Set();
          if (shared.loaded) copies[library].add('complete');
          if (shared.treeShaking?.loaded) copies[library].add('shaken');
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([library, set]) => [library, [...set]]));
  }, Object.keys(NEW_IMPORTS));

test('the shell was built from records without the new imports; the remote built alone records them', () => {
  for (const workspace of ['public-remote', 'admin-remote']) {
    const built = record(join(ROOT, workspace, 'dist'));
    for (const [library, name] of Object.entries(NEW_IMPORTS)) assert.ok(!built[library].includes(name), `${workspace} does not import ${name}`);
  }
  const alone = record(state.dist);
  for (const [library, name] of Object.entries(NEW_IMPORTS)) assert.ok(alone[library].includes(name), `the remote built alone imports ${name}`);
});

test("the server renders the page with the remote's Node container from the remote's own origin", async () => {
  assert.ok(rootOf((await fetchPage(state.platform.baseUrl, '/conocenos')).html).includes('>Desplegado solo</h1>'));
});

test('a page of the remote deployed alone works in the browser with one router and one styled-components', { timeout: 120_000 }, async () => {
  const context = await state.browser.newContext({ baseURL: state.platform.baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const shellRequests = [];
  page.on('request', (request) => {
    if (request.url().startsWith(state.platform.baseUrl)) shellRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/conocenos');
  await page.getByRole('heading', { level: 1, name: 'Desplegado solo' }).waitFor();
  await hydrated(page);
  // Rendered with the router's and the theme's contexts: a second copy of either would have thrown or found no theme.
  await page.getByText('Enlace a la agenda: /agenda').waitFor();
  await page.getByText('Color del tema: #6d28d9').waitFor();
  assert.deepEqual(await copiesInUse(page), { 'react-router-dom': ['complete'], 'styled-components': ['complete'] });
  assert.ok(
    shellRequests.some((path) => path.startsWith('/independent-packages/react_router_dom/')),
    "the complete router is the shell's own",
  );

  // The shell's router moves to the remote's link target: the remote's <Link> speaks to the shell's router.
  await page.getByRole('link', { name: 'Ir a la agenda' }).click();
  await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
  // Chromium warns when a preload is not used within 3 s of load: on a remote's own origin the entry is
  // fetched again (two requests here, one on the shell's origin; docs/performance-log.md), and on a busy
  // machine the warning may or may not come before the test ends. Everything else is a problem.
  assert.deepEqual(
    problems.filter((problem) => !/was preloaded using link preload but not used within a few seconds/.test(problem)),
    [],
  );
  await context.close();
});
