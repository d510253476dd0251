/**
 * The service worker (`/sw.js`, docs/decisions.md "Offline and installable"). Bundled by the shell's build
 * (the `sw` environment of shell/rsbuild.config.ts), which then writes the precache list in place of
 * `self.__WB_MANIFEST` (tooling/rsbuild/service-worker.ts): the shell's and the public remote's
 * content-hashed scripts and the offline page.
 *
 * - The public remote's files: kept at install from the remote's manifest as deployed then (a remote
 *   deploys alone, so a list fixed at the shell's build would name files that are gone).
 * - Public pages: network first (3 s), the last 30 kept when their answer is `public`.
 * - Account pages, the admin panel, card verification: network only.
 * - A navigation that fails with nothing kept: the offline page, listing the kept pages.
 * - Images of the pages (not members' photos): cache first, the last 60.
 * - `/api` is not routed at all: the browser fetches it as if there were no worker.
 * - A new deploy takes over on the next visit: skipWaiting, clientsClaim, old precaches removed.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import {
  CODE_CACHE,
  CODE_MAX_ENTRIES,
  IMAGES_CACHE,
  IMAGES_MAX_ENTRIES,
  isHashedCode,
  isKeptImage,
  isPage,
  isRemoteEntry,
  isShareable,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE,
  offlinePage,
  PAGES_CACHE,
  PAGES_MAX_ENTRIES,
  pageName,
  PUBLIC_REMOTE_MANIFEST,
  remoteFileUrls,
} from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * Keeps the public remote's current files at install. Best effort: one that fails is fetched, and kept,
 * when a page uses it; the worker installs either way.
 */
async function keepPublicRemoteFiles(): Promise<void> {
  try {
    // biome-ignore lint/style/noRestrictedGlobals: a service worker has no page, session or HTTP client; it reads one static file.
    const manifest = await fetch(PUBLIC_REMOTE_MANIFEST, { cache: 'no-store' });
    if (!manifest.ok) return;
    const cache = await caches.open(CODE_CACHE);
    await Promise.allSettled(remoteFileUrls(await manifest.json()).map((url) => cache.add(url)));
  } catch {
    // Offline or no manifest: nothing to keep now.
  }
}
self.addEventListener('install', (event) => event.waitUntil(keepPublicRemoteFiles()));

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// `cleanURLs: false`: `/offline` is a page path like any other, not a name for `/offline.html`.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
// The page's request starts while the worker boots, instead of after it.
enableNavigationPreload();

/** The offline page, listing the kept pages, the most recent first. */
async function offlineResponse(): Promise<Response> {
  const template = await matchPrecache(OFFLINE_PAGE);
  if (!template) return Response.error();
  const cache = await caches.open(PAGES_CACHE);
  const requests = [...(await cache.keys())].reverse();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      return { path, name: pageName((await (await cache.match(request))?.text()) ?? '', path) };
    }),
  );
  // Headers of our own: the kept template's `Content-Encoding` and `Content-Length` describe another body.
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  const policy = template.headers.get('content-security-policy');
  if (policy) headers.set('Content-Security-Policy', policy);
  return new Response(offlinePage(await template.text(), pages), { status: 200, headers });
}

const offlineFallback: WorkboxPlugin = { handlerDidError: offlineResponse };
/** Keeps only answers that say they may be kept by anyone (`public`): never a member's page. */
const onlyShareable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isShareable(response) ? response : null) };
/** One expiration for the code cache, which two routes fill. */
const codeExpiration = new ExpirationPlugin({ maxEntries: CODE_MAX_ENTRIES });


registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyShareable, new ExpirationPlugin({ maxEntries: PAGES_MAX_ENTRIES, purgeOnQuotaError: true }), offlineFallback],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && isKeptImage(url.pathname),
  new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [onlyShareable, new ExpirationPlugin({ maxEntries: IMAGES_MAX_ENTRIES, purgeOnQuotaError: true })] }),
);

// The public remote's entry is revalidated on every visit (a remote deploys alone); offline, the last one seen.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isRemoteEntry(url.pathname),
  new NetworkFirst({ cacheName: CODE_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [codeExpiration] }),
);

// Content-hashed files never change: those the precache lacks (a remote deployed after this worker) are kept as they are used.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isHashedCode(url.pathname),
  new CacheFirst({ cacheName: CODE_CACHE, plugins: [codeExpiration] }),
);
