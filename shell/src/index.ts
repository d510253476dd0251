import { registerPlatformRemotes } from './federation/registry';
import { readInitialPage } from './federation/initialPage';
import { loadPageModule, pageId } from './federation/pageModules';
import { matchRemotePage } from './app/matchPage';

registerPlatformRemotes();
// Start loading the current route's page while the app boots (TOOLCHAIN waterfall); a server-rendered
// page needs it before hydrating. A failure is reported by the page itself when it asks again.
const initial = readInitialPage();
const routed = matchRemotePage(window.location.pathname);
const page = initial ? initial.id : routed && pageId('public_remote', routed.module);
if (page) loadPageModule(page).catch(() => undefined);

// The async boundary lets the federation runtime set up the shared singletons before React loads.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
