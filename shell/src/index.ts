import { registerPlatformRemotes } from './federation/registry';
import { readInitialPage } from './federation/ssrState';
import { loadPageModule } from './federation/pageModules';
import { nextTask } from './lib/nextTask';

registerPlatformRemotes();
// Start loading the server-rendered page's module while the app boots (docs/toolchain.md waterfall): hydration
// waits for it. A failure is reported by the page itself when it asks again. (No router or React here:
// they are shared modules, provided only after the async boundary below.)
const initial = readInitialPage();
if (initial?.id) loadPageModule(initial.id).catch(() => {});

// The async boundary lets the federation runtime set up the shared singletons before React loads; a
// new task keeps the app's start-up out of the one that evaluated this entry and the runtime.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
