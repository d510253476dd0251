import { createMemoryRouter, RouterProvider, type HydrationState, type RouteObject } from 'react-router-dom';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';

/** A page's route module, as the remote exposes it. */
type RouteModule = Pick<RouteObject, 'loader' | 'Component' | 'handle'>;

interface Options {
  /** The route's path pattern, e.g. '/noticias/:id'. */
  path?: string;
  /** The URL the router starts at (defaults to `path`). */
  url?: string;
  /** The server render's data for this route: the page is hydrated with it, reading nothing. */
  serverData?: unknown;
}

const ROUTE_ID = 'pagina';

/** Every other path (a card's link) renders nothing. */
function OtherPage() {
  return null;
}

/**
 * Renders a page module as the shell routes it: a data router at `url` runs its loader (through the
 * real HTTP client, answered by the tests' network), or starts from `serverData` like a hydrated page.
 */
export function renderRoute(module: RouteModule, { path = '/', url = path, serverData }: Options = {}) {
  const hydrationData: HydrationState | undefined = serverData === undefined ? undefined : { loaderData: { [ROUTE_ID]: serverData } };
  const router = createMemoryRouter(
    [
      { id: ROUTE_ID, path, loader: module.loader, Component: module.Component, handle: module.handle },
      { path: '*', Component: OtherPage },
    ],
    { initialEntries: [url], hydrationData },
  );
  return { router, ...renderWithTheme(<RouterProvider router={router} />) };
}
