import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadShellPage } from './app/shellPages';
import { InitialPageContext } from './federation/initialPage';
import type { InitialPage } from '@plataforma/contracts';
import { readInitialPage } from './federation/ssrState';
import { loadPageModule } from './federation/pageModules';
import { forgetEarlyClicks, replayEarlyClicks } from './federation/earlyClicks';
import { nextTask } from './lib/nextTask';

const container = document.getElementById('root')!;

const app = (initial: InitialPage | null) => (
  <StrictMode>
    <BrowserRouter>
      <InitialPageContext.Provider value={initial}>
        <App />
      </InitialPageContext.Provider>
    </BrowserRouter>
  </StrictMode>
);

/**
 * A server-rendered page is hydrated once the modules it shows are loaded, so the first client
 * render is the server's tree with the server's data. If the remote cannot be loaded the page is
 * rendered on the client instead, where the remote page shows its retry.
 */
async function start(initial: InitialPage | null) {
  if (!initial) return createRoot(container).render(app(null));
  try {
    await Promise.all([initial.id && loadPageModule(initial.id), preloadShellPage(initial.pathname)]);
  } catch {
    // The remote page asks for its module again and reports the failure with its retry.
    forgetEarlyClicks();
    return createRoot(container).render(app(null));
  }
  // A new task, then hydration as a transition: React yields to the browser every few milliseconds
  // instead of hydrating the page in one long task (docs/decisions.md, "Main thread").
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app(initial));
  });
  // Only after hydrateRoot: its listeners are on the page, so a replayed click hydrates what it needs first.
  replayEarlyClicks();
}

void start(readInitialPage());
