import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startPlatform } from './server.mjs';
import { waitUntil } from './wait.mjs';

/**
 * One built platform (API + PGlite + demo data; `env` adds settings) and one Chromium per test file, started before its
 * tests and stopped after them. Each test opens its own context, so cookies and storage never leak.
 */
export function platformPerFile(env = {}) {
  const state = { platform: null, browser: null };
  before(async () => {
    state.platform = await startPlatform(env);
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.platform?.stop();
  });
  return {
    get baseUrl() {
      return state.platform.baseUrl;
    },
    get browser() {
      return state.browser;
    },
    get outboxDir() {
      return state.platform.outboxDir;
    },
    get output() {
      return state.platform.output();
    },
    /** Waits until the platform's output matches `pattern`: a line logged right after a reply may arrive after it. */
    logged(pattern, timeoutMs = 10_000) {
      const output = () => state.platform.output();
      return waitUntil(() => pattern.test(output()), () => `Nothing matching ${pattern} was logged:\n${output()}`, timeoutMs);
    },
    /** A fresh context and page (Playwright context `options`, e.g. `javaScriptEnabled: false`); `requests` lists every URL the page asked for. */
    async open(prepare, options = {}) {
      // The service worker is the offline tests' subject (offline.test.mjs opens its own contexts); elsewhere
      // it would answer requests that `page.route` and the request lists are meant to see.
      const context = await state.browser.newContext({ baseURL: state.platform.baseUrl, serviceWorkers: 'block', ...options });
      if (prepare) await prepare(context);
      const page = await context.newPage();
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      return { context, page, requests };
    },
  };
}

/** URLs that belong to the admin remote. */
export const adminRemoteRequests = (requests) => requests.filter((url) => new URL(url).pathname.startsWith('/remotes/admin/'));

/**
 * Waits until a server-rendered page has hydrated: hydrateRoot has marked its container and the
 * page's scripts have settled. For a flow that clicks a server-rendered button whose work is the page's
 * script (a vote, a sign-up). Forms need no wait: they read their fields when sent, so text typed before
 * hydration is sent (tests/before-scripts.test.mjs).
 */
export async function hydrated(page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

