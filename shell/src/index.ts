import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerPlatformRemotes } from './federation/registry';
import { readHydrationData, renderedRemotePages } from './federation/hydrationData';
import { nextTask } from './lib/nextTask';
import { scheduleServiceWorker } from './pwa/schedule';

/**
 * Start-up in steps of one task each, none of them long (docs/decisions.md, "The visitor's main
 * thread"): the federation runtime has started in the task that evaluated this entry; then the
 * remotes are registered and the server-rendered page's module starts loading (hydration waits for
 * it; a failure is reported by its route's error page); then React DOM, the router and
 * styled-components are evaluated, one per task; then the app boots.
 */
async function start() {
  await nextTask();
  registerPlatformRemotes();
  const hydration = readHydrationData();
  for (const id of hydration ? renderedRemotePages(hydration) : []) loadRemote(id).catch(() => {});
  // The largest shared libraries are evaluated one per task, before the app and the remote's page need them.
  for (const load of [() => import('react-dom/client'), () => import('react-router-dom'), () => import('styled-components')]) {
    await nextTask();
    await load();
  }
  await nextTask();
  // The async boundary lets the federation runtime set up the shared singletons before React loads
  // (no router or React in this module: they are shared modules, provided only after it).
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
// Offline reading and installation: registered after the page has loaded, from a chunk of its own.
scheduleServiceWorker();
