import { registerPlatformRemotes } from './federation/registry';
import { readInitialPage } from './federation/ssrState';
import { loadPageModule } from './federation/pageModules';

registerPlatformRemotes();
// Start loading the server-rendered page's module while the app boots (docs/toolchain.md waterfall): hydration
// waits for it. A failure is reported by the page itself when it asks again. (No router or React here:
// they are shared modules, provided only after the async boundary below.)
const initial = readInitialPage();
if (initial?.id) loadPageModule(initial.id).catch(() => {});

/** Resolves once the browser has painted: a rendering frame, then the task after it. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// The async boundary lets the federation runtime set up the shared singletons before React loads.
// A server-rendered page is painted first: hydration's work must not delay the first paint.
void (initial ? afterPaint() : Promise.resolve()).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
