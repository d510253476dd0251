import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError, type HydrationState, type RouteObject } from 'react-router-dom';
import { revalidateAfterConflict } from '@plataforma/shared-auth';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';

/** A page's route module, as the remote exposes it. */
type RouteModule = Pick<RouteObject, 'loader' | 'action' | 'Component' | 'handle'>;

interface Options {
  /** The route's path pattern, e.g. '/noticias/:id'. */
  path?: string;
  /** The URL the router starts at (defaults to `path`). */
  url?: string;
  /** The server render's data for this route: the page is hydrated with it, reading nothing. */
  serverData?: unknown;
  /** With `serverData`: the answer of a form posted without JavaScript that the server rendered the page with. */
  serverActionData?: unknown;
}

const ROUTE_ID = 'pagina';

/** Every other path (a card's link) renders nothing, and so does the page until its loader has answered. */
function OtherPage() {
  return null;
}

/**
 * What the route threw, where the shell would show its error page (its 404 page for a 404): the
 * status of a route error response, so a test can tell the route failed and how.
 */
function RouteFailure() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `La ruta respondió ${error.status}` : 'La ruta falló'}</p>;
}

/**
 * Renders a page module as the shell routes it: a data router at `url` runs its loader and action (through
 * the real HTTP client, answered by the tests' network), or starts from `serverData` like a hydrated page.
 */
export function renderRoute(module: RouteModule, { path = '/', url = path, serverData, serverActionData }: Options = {}) {
  const hydrationData: HydrationState | undefined =
    serverData === undefined ? undefined : { loaderData: { [ROUTE_ID]: serverData }, actionData: serverActionData === undefined ? undefined : { [ROUTE_ID]: serverActionData } };
  const router = createMemoryRouter(
    [
      {
        id: ROUTE_ID,
        path,
        loader: module.loader,
        action: module.action,
        // The shell's rule for every page route (`pageRoute`).
        shouldRevalidate: revalidateAfterConflict,
        Component: module.Component,
        handle: module.handle,
        ErrorBoundary: RouteFailure,
        HydrateFallback: OtherPage,
      },
      { path: '*', Component: OtherPage },
    ],
    { initialEntries: [url], hydrationData },
  );
  return { router, ...renderWithTheme(<RouterProvider router={router} />) };
}
