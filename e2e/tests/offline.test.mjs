/**
 * Offline and installable, in Chromium: the site is installable (manifest, icons, Chromium's own installability check
 * through the DevTools protocol: Lighthouse 12 has no PWA category any more); the service worker registers
 * after the page has loaded; a page the visitor opened reloads offline with its content and images; a page
 * never opened shows the Spanish offline page listing the kept ones; a member's pages are never served from
 * the worker's caches after logout; no `/api` answer is in any cache; a new deploy takes over on the next visit.
 *
 * The worker keeps a page only when its answer says `Cache-Control: public` (a visitor's page
 * `public, max-age=0, s-maxage=…`, a request with the session cookie `private, no-cache`); the first test
 * checks that the server still answers so.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launchProfileContext } from '../lib/browser.mjs';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { signIn } from '../lib/session.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKER_FILE = join(ROOT, 'shell', 'dist', 'sw.js');

const OFFLINE_TEXT = 'Sin conexión. Te mostramos lo último que visitaste.';
const NEWS = { path: '/noticias/1', title: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz' };
/** A demo member (api/src/seed) without an affiliation: /afiliate shows her the request form. */
const MEMBER = { email: 'maria.quispe@demo.bo', password: 'miembro123', nombre: 'María Quispe Mamani' };

const platform = platformPerFile();

/** A fresh context on the site, with a page; `prepare(context)` runs before the page opens. */
async function open(prepare) {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl });
  if (prepare) await prepare(context);
  return { context, page: await context.newPage() };
}

/** Waits until the service worker controls the page (it registers after load, then claims the open pages). */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });

/** `[cache name, path and query]` of every entry of every cache of the origin, read in the page. */
const cacheEntries = (page) =>
  page.evaluate(async () => {
    const entries = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) entries.push([name, new URL(request.url).pathname + new URL(request.url).search]);
    }
    return entries;
  });
const keptPages = async (page) => (await cacheEntries(page)).filter(([name]) => name === 'paginas').map(([, path]) => path);

/** Waits until the worker has kept `path` (it stores the page after answering it). */
async function kept(page, path) {
  const deadline = Date.now() + 10_000;
  while (!(await keptPages(page)).includes(path)) {
    if (Date.now() > deadline) throw new Error(`${path} was not kept: ${JSON.stringify(await cacheEntries(page))}`);
    await page.waitForTimeout(100);
  }
}

const assertNoApiCached = async (page) =>
  assert.deepEqual(
    (await cacheEntries(page)).filter(([, path]) => path.startsWith('/api/')),
    [],
    'no /api answer in any cache',
  );

test("a visitor's page says public, a member's private (which the worker relies on)", async () => {
  const visitor = await fetch(`${platform.baseUrl}${NEWS.path}`);
  assert.match(visitor.headers.get('cache-control'), /\bpublic\b/);
  const { context } = await open((c) => signIn(c, platform.baseUrl, MEMBER));
  const member = await context.request.get(NEWS.path);
  assert.match(member.headers()['cache-control'], /\bprivate\b/);
  await context.close();
});

test('the manifest names the app in Spanish, and Chromium finds nothing missing to install it', async () => {
  const response = await fetch(`${platform.baseUrl}/manifest.webmanifest`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^application\/manifest\+json/);
  const manifest = await response.json();
  assert.equal(manifest.name, 'Plataforma Juvenil');
  assert.ok(manifest.short_name.length <= 12, manifest.short_name);
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.lang, 'es-BO');
  for (const { src, type } of manifest.icons) {
    const icon = await fetch(new URL(src, platform.baseUrl));
    assert.equal(icon.status, 200, src);
    assert.equal(icon.headers.get('content-type'), type, src);
  }

  const worker = await fetch(`${platform.baseUrl}/sw.js`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(worker.headers.get('cache-control'), 'no-cache', 'a new worker is seen on the next visit');
  const workerCode = await worker.text();
  assert.ok(!workerCode.includes('self.__WB_MANIFEST'), 'the precache list was written into the worker');
  const precached = [...workerCode.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  assert.ok(precached.some((url) => url.startsWith('/static/js/')), "the shell's scripts are precached");
  assert.deepEqual(
    precached.filter((url) => url.startsWith('/remotes/')),
    [],
    "the public remote's files are not in the build's list: the worker keeps them at install, from the remote's manifest",
  );
  assert.ok(precached.includes('/offline.html'));
  assert.deepEqual(
    precached.filter((url) => /^\/remotes\/admin\/|^\/server\/|index\.html$|\.(br|gz|map|txt)$/.test(url)),
    [],
    'nothing of the admin remote, the server bundle or the page template is precached',
  );

  // Chromium does not offer installation in an incognito window, which every new Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), 'pj-e2e-profile-'));
  const context = await launchProfileContext(profile, { baseURL: platform.baseUrl });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${platform.baseUrl}/manifest.webmanifest`);
    assert.deepEqual(errors, []);
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker and the remote entry are revalidated when sent compressed too', async () => {
  for (const path of ['/sw.js', '/remotes/public/remoteEntry.js']) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${platform.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${path} (${encoding})`);
    }
  }
});

test('the worker registers after the page has loaded, from a chunk the page loads after load', async () => {
  const { context, page } = await open((c) =>
    c.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        const [navigation] = performance.getEntriesByType('navigation');
        window.__swRegistration = { url: String(args[0]), readyState: document.readyState, loadEnded: navigation.loadEventEnd > 0 };
        return register.apply(this, args);
      };
    }),
  );
  let loaded = false;
  const chunks = [];
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (/\/sw-register\.[0-9a-f]+\.js$/.test(request.url())) chunks.push({ url: request.url(), afterLoad: loaded });
  });
  await page.goto('/');
  await controlled(page);
  assert.deepEqual(await page.evaluate(() => window.__swRegistration), { url: '/sw.js', readyState: 'complete', loadEnded: true });
  assert.equal(chunks.length, 1, 'the registration chunk is requested once');
  assert.equal(chunks[0].afterLoad, true, 'and only after the load event');
  const html = await (await fetch(`${platform.baseUrl}/`)).text();
  assert.doesNotMatch(html, /sw-register/, 'the page neither loads nor preloads it');
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope), `${platform.baseUrl}/`);
  await context.close();
});

test('a page the visitor opened reloads offline with its content; one never opened shows the offline page', async () => {
  const { context, page } = await open();
  await page.goto('/');
  await controlled(page);
  // Installed with the public remote's files as its manifest lists them now, every page's among them.
  const remoteFiles = (await cacheEntries(page)).filter(([name, path]) => name === 'codigo' && path.startsWith('/remotes/public/static/'));
  assert.ok(remoteFiles.filter(([, path]) => path.includes('__federation_expose_')).length >= 10, JSON.stringify(remoteFiles));
  await page.goto(NEWS.path);
  await hydrated(page);
  await page.getByRole('heading', { name: NEWS.title }).waitFor();
  await kept(page, NEWS.path);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: NEWS.title }).waitFor();
  // The page's code comes from the worker's caches too: it hydrates, and no section fails to load.
  await hydrated(page);
  assert.equal(await page.getByText('No se pudo cargar esta sección.').count(), 0);
  const images = await page.evaluate(() => [...document.images].filter((img) => img.currentSrc.includes('/media/')).map((img) => img.naturalWidth));
  assert.ok(images.length > 0 && images.every((width) => width > 0), `the news images show offline (${images})`);

  await page.goto('/noticias/2');
  await page.getByRole('heading', { name: OFFLINE_TEXT }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es-BO');
  const link = page.getByRole('link', { name: NEWS.title });
  assert.equal(await link.getAttribute('href'), NEWS.path);
  // An account page is never kept: offline, the offline page too.
  await page.goto('/login');
  await page.getByRole('heading', { name: OFFLINE_TEXT }).waitFor();

  // From the list, the kept page opens offline.
  await page.goto('/noticias/2');
  await page.getByRole('link', { name: NEWS.title }).click();
  await page.getByRole('heading', { name: NEWS.title }).waitFor();
  await assertNoApiCached(page);
  await context.close();
});

test("a signed-in member's pages are never kept, and after logout offline shows the offline page instead of them", async () => {
  const { context, page } = await open((c) => signIn(c, platform.baseUrl, MEMBER));
  await page.goto('/');
  await controlled(page);

  await page.goto('/perfil');
  await page.getByRole('heading', { name: `¡Te damos la bienvenida, ${MEMBER.nombre}!` }).waitFor();
  await page.goto('/afiliate');
  await hydrated(page);
  await page.getByRole('button', { name: 'Solicitar afiliación' }).waitFor();
  // Answered `private` (with the session cookie) or never cached (account pages): the worker kept neither.
  assert.deepEqual(
    (await keptPages(page)).filter((path) => ['/perfil', '/afiliate'].includes(path)),
    [],
  );

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).first().waitFor();
  // Defence in depth: logging out also deletes the kept pages.
  await page.waitForFunction(async () => !(await caches.has('paginas')), null, { timeout: 10_000 });

  await context.setOffline(true);
  for (const path of ['/perfil', '/afiliate']) {
    await page.goto(path);
    await page.getByRole('heading', { name: OFFLINE_TEXT }).waitFor();
    const text = await page.content();
    assert.ok(!text.includes(MEMBER.nombre) && !text.includes(MEMBER.email), `${path} offline shows nothing of the member`);
  }
  await assertNoApiCached(page);
  await context.close();
});

test('a new deploy takes over on the next visit', async () => {
  const original = { js: readFileSync(WORKER_FILE), br: readFileSync(`${WORKER_FILE}.br`), gz: readFileSync(`${WORKER_FILE}.gz`) };
  const { context, page } = await open((c) =>
    c.addInitScript(() => {
      window.__controllerChanges = 0;
      navigator.serviceWorker?.addEventListener('controllerchange', () => (window.__controllerChanges += 1));
    }),
  );
  try {
    await page.goto('/');
    await controlled(page);

    // A new build of the worker, as a deploy writes it (with its compressed siblings, which the server prefers).
    const deployed = Buffer.concat([original.js, Buffer.from('\nself.__deploy = "e2e";\n')]);
    writeFileSync(`${WORKER_FILE}.br`, brotliCompressSync(deployed));
    writeFileSync(`${WORKER_FILE}.gz`, gzipSync(deployed));
    writeFileSync(WORKER_FILE, deployed);

    // The next visit: the browser checks the worker when the page is opened, and the new one takes it over.
    await page.reload();
    await page.waitForFunction(() => window.__controllerChanges > 0, null, { timeout: 60_000 });
    const workers = await Promise.all(context.serviceWorkers().map((worker) => worker.evaluate(() => self.__deploy ?? null).catch(() => 'stopped')));
    assert.ok(workers.includes('e2e'), `the new worker runs (${workers})`);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting), null, 'none left waiting');
  } finally {
    writeFileSync(WORKER_FILE, original.js);
    writeFileSync(`${WORKER_FILE}.br`, original.br);
    writeFileSync(`${WORKER_FILE}.gz`, original.gz);
    await context.close();
  }
});
