import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSession } from '@plataforma/shared-auth';
import { SSR_DOM } from '@plataforma/contracts';
import { AppProviders } from './app/AppProviders';
import { createRoutes, ROOT_ROUTE_ID } from './app/routes';
import { adminRoutesPatcher } from './federation/adminRoutes';
import { type PageState, readHydrationData } from './federation/hydrationData';
import { nextTask } from './lib/nextTask';

const container = document.getElementById(SSR_DOM.rootId)!;

function app(routes: RouteObject[], hydrationData?: PageState) {
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: adminRoutesPatcher(ROOT_ROUTE_ID) });
  return (
    <StrictMode>
      <AppProviders user={hydrationData?.user}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Loads the modules of the routes matching this URL before hydrating: the router would otherwise
 * render nothing for them and append the page again, silently (docs/decisions.md, "One data layer").
 */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * A server-rendered page is hydrated with the server's data (no request) once its modules are
 * loaded. If a remote cannot be loaded the page is rendered in the browser instead, where its route
 * shows the retry.
 */
async function start(hydrationData: PageState | null) {
  const routes = createRoutes();
  // A page rendered for a session: the server has just checked it, so the store starts with its user.
  if (hydrationData?.user !== undefined) {
    if (hydrationData.user) useSession.getState().setUser(hydrationData.user);
    else useSession.getState().clear();
  }
  if (!hydrationData) return createRoot(container).render(app(routes));
  try {
    await resolveLazyMatches(routes);
  } catch {
    return createRoot(container).render(app(createRoutes()));
  }
  // A new task, then hydration as a transition: React yields to the browser every few milliseconds
  // instead of hydrating the page in one long task (docs/decisions.md, "The visitor's main thread").
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app(routes, hydrationData));
  });
}

void start(readHydrationData());
