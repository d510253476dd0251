import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerPlatformRemotes } from './federation/registry';

registerPlatformRemotes();
// Most visitors land on the home page: start loading it while the app boots (TOOLCHAIN waterfall).
// A failure is reported by the page itself when it asks for the module again.
if (window.location.pathname === '/') {
  loadRemote('public_remote/Home').catch(() => undefined);
}

// The async boundary lets the federation runtime set up the shared singletons before React loads.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
