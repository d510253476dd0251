/**
 * The service worker's registration, a chunk loaded after the page (./schedule.ts), and the logout rule:
 * when the session ends, the kept pages go too (defence in depth: a member's page is never kept, its
 * answer being `private`). Plain browser APIs: no Workbox code runs in the page.
 */
import { useSession } from '@plataforma/shared-auth';
import { PAGES_CACHE } from '../sw/cacheNames';

/** Where the shell's build writes the worker (tooling/rsbuild/service-worker.ts); scope: the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

let watching = false;

/** Deletes the kept pages whenever a signed-in user becomes nobody (logout, an expired session, another tab). */
export function forgetPagesOnLogout(win: Window = window): void {
  if (watching || !('caches' in win)) return;
  watching = true;
  useSession.subscribe((state, previous) => {
    if (previous.user && !state.user) void win.caches.delete(PAGES_CACHE);
  });
}

export async function registerServiceWorker(win: Window = window): Promise<void> {
  forgetPagesOnLogout(win);
  await win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}
