/**
 * The visitor's `/` budget: no admin-remote byte, no echarts, at most 165 KB of gzip
 * JavaScript and at most 145 KB as served (the brotli files of the build): what `/` measured with
 * React Router's data router and without edits to installed packages, 142.2 KB, plus
 * 3 KB for forms that work without JavaScript (route actions, the page rendered for the
 * session; measured 143.7 KB) (docs/decisions.md "The visitor's bytes"; docs/toolchain.md "No edits to
 * installed packages").
 * Sizes, not timings: each script body is gzipped here at level 9 and the brotli files are written at
 * quality 11 by the build, so the numbers only change when the code does. After a build,
 * `node e2e/report-bundle.mjs --files` lists what the budget is spent on (docs/performance-log.md has the history).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { formatReport, measureJs } from '../lib/bundle.mjs';
import { adminRemoteRequests, platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const HOME_BUDGET_GZIP = 165 * 1024;
/** What `/` downloads as served: the brotli files the build writes (quality 11). */
const HOME_BUDGET_BROTLI = 145 * 1024;

/** The DOM attribute echarts sets on every chart: a string any bundle holding echarts contains. */
const ECHARTS_MARK = '_echarts_instance_';
/** The name axios gives its errors: a string any bundle holding axios contains. */
const AXIOS_MARK = 'AxiosError';
/** V8's explicit compile hint (tooling/rsbuild/compile-hints.ts): the first line of a start-up script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Smaller scripts go without the hint (`COMPILE_HINT_MIN_BYTES` in tooling/rsbuild/compile-hints.ts). */
const COMPILE_HINT_MIN_BYTES = 4 * 1024;
/** React DOM's client sets this property on the root container: a string only its bundle holds. */
const REACT_DOM_CLIENT_MARK = '__reactContainer$';
/** Every Workbox module marks the worker with its version (`self['workbox:core:7.4.0']`): a string any bundle holding Workbox contains. */
const WORKBOX_MARK = 'workbox:';
/**
 * The service worker's registration (shell/src/pwa/register.ts): a chunk of its own, which the page imports
 * after its load event and an idle moment. It is not the first page's JavaScript, so not in the budget.
 */
const isRegistrationChunk = (url) => /\/sw-register\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

const platform = platformPerFile();

test('the echarts mark survives minification, so looking for it finds echarts', () => {
  const require = createRequire(import.meta.url);
  const minified = readFileSync(require.resolve('echarts/dist/echarts.min.js'), 'utf8');
  assert.ok(minified.includes(ECHARTS_MARK));
});

test('the Workbox mark is in the service worker, so looking for it finds Workbox', async () => {
  assert.ok((await (await fetch(`${platform.baseUrl}/sw.js`)).text()).includes(WORKBOX_MARK));
});

test(`a visitor's / loads no admin remote, no echarts, no axios, no Workbox and at most ${HOME_BUDGET_GZIP / 1024} KB gzip, ${HOME_BUDGET_BROTLI / 1024} KB brotli of JavaScript`, async () => {
  // Scripts requested before the page's load event: the first page's own.
  const beforeLoad = [];
  const home = await measureJs(platform.browser, platform.baseUrl, '/', {
    prepare: (context) =>
      context.on('page', (page) => {
        let loaded = false;
        page.on('load', () => (loaded = true));
        page.on('request', (request) => loaded || beforeLoad.push(request.url()));
      }),
    // The carousel's images are the page's one request: wait for them, so everything it loads is counted.
    ready: (page) => page.locator('img[src*="/media/"]').first().waitFor(),
  });
  console.log(formatReport('/ (visitante)', home, { files: true }));

  // The service worker registers after load, from its own chunk: neither it nor any Workbox code is the first page's.
  assert.deepEqual(beforeLoad.filter(isRegistrationChunk), [], 'the registration chunk is not requested before load');
  assert.deepEqual(
    home.scripts.filter((s) => s.body.includes(WORKBOX_MARK)).map((s) => s.url),
    [],
    'no Workbox code in the page',
  );
  const registration = home.scripts.filter((s) => isRegistrationChunk(s.url));
  const firstPage = {
    gzip: home.all.gzip - registration.reduce((sum, s) => sum + s.gzip, 0),
    wire: home.all.wire - registration.reduce((sum, s) => sum + s.wireBytes, 0),
  };
  if (registration.length > 0) console.log(`  (after load, not counted: ${registration.map((s) => `${new URL(s.url).pathname} ${s.wireBytes} bytes`).join(', ')})`);

  assert.deepEqual(adminRemoteRequests(home.urls), [], 'not one request to the admin remote');
  assert.deepEqual(
    home.scripts.filter((s) => s.body.includes(ECHARTS_MARK)).map((s) => s.url),
    [],
  );
  // The HTTP client (axios) loads with the first call that needs it, which a visitor's / does not make.
  assert.deepEqual(
    home.scripts.filter((s) => s.body.includes(AXIOS_MARK)).map((s) => s.url),
    [],
  );
  // An empty body would be counted as nothing: every script must have been read whole.
  assert.deepEqual(home.scripts.filter((s) => s.rawBytes === 0).map((s) => s.url), []);
  assert.ok(home.totals.shell && home.totals.public_remote, 'the shell and the public remote were measured');
  assert.ok(
    firstPage.gzip <= HOME_BUDGET_GZIP,
    `/ downloads ${firstPage.gzip} bytes of gzip JavaScript, over the budget of ${HOME_BUDGET_GZIP}`,
  );
  assert.ok(
    firstPage.wire <= HOME_BUDGET_BROTLI,
    `/ downloads ${firstPage.wire} bytes of JavaScript as served, over the brotli budget of ${HOME_BUDGET_BROTLI}`,
  );
});

test("the page's lead picture is the first thing it asks for: no script preloaded but the public remote's entry, each script fetched once", async () => {
  const html = await (await fetch(`${platform.baseUrl}/`)).text();
  const scriptPreloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => new URL(m[1], platform.baseUrl).pathname);
  assert.deepEqual(scriptPreloads, ['/remotes/public/remoteEntry.js']);
  assert.ok(html.indexOf('rel="preload" as="image"') < html.indexOf('rel="preload" as="script"'), 'the picture is asked for before the script');

  const home = await measureJs(platform.browser, platform.baseUrl, '/', {
    ready: (page) => page.locator('img[src*="/media/"]').first().waitFor(),
  });
  const requested = home.urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'));
  assert.ok(requested.some((path) => /\/bootstrap\.[0-9a-f]+\.js$/.test(path)), 'the bootstrap chunk is loaded by the entry');
  assert.deepEqual(requested.filter((path, i) => requested.indexOf(path) !== i), [], 'no script is downloaded twice');
});

test("every script / runs of 4 KB or more starts with V8's compile hint but React DOM's client", async () => {
  const home = await measureJs(platform.browser, platform.baseUrl, '/', {
    ready: (page) => page.locator('img[src*="/media/"]').first().waitFor(),
  });
  const unhinted = home.scripts.filter((s) => s.rawBytes >= COMPILE_HINT_MIN_BYTES && !s.body.toString('utf8').startsWith(COMPILE_HINT));
  assert.equal(unhinted.length, 1, `one script without the hint, not ${unhinted.map((s) => s.url).join(', ')}`);
  assert.ok(unhinted[0].body.toString('utf8').includes(REACT_DOM_CLIENT_MARK), `${unhinted[0].url} is React DOM's client`);
  assert.ok(home.scripts.length > 5, 'the shell, its shared libraries and the public remote were measured');
});

test('an admin still gets the admin panel on /admin', async () => {
  const admin = await measureJs(platform.browser, platform.baseUrl, '/admin', {
    prepare: (context) => signIn(context, platform.baseUrl, ADMIN),
    ready: (page) => page.getByRole('heading', { name: 'Panel de Administración' }).waitFor(),
  });
  console.log(formatReport('/admin (administrador)', admin));
  assert.ok(admin.totals.admin_remote, 'the admin remote was loaded');
});
