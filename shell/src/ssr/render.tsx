import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { isNotFound, PUBLIC_REMOTE, type PageHead, type RenderedPage, type RenderRequest } from '@plataforma/contracts';
import { createApiClient, transportAdapter } from '@plataforma/shared-auth/api';
import type { LoaderContext } from '@plataforma/shared-auth';
import { AppProviders } from '../app/AppProviders';
import { pageMatch } from '../app/DocumentTitle';
import { notFoundHead } from '../app/NotFoundPage';
import { createRoutes } from '../app/routes';
import { settle } from '../app/settle';
import { isRemoteRouteId } from '../federation/remoteRoute';
import { syncRemote } from './remoteVersions';

/** What the page's routes answer when a value they were waiting for does not exist (the API's 404). */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/**
 * The server renders each page whole: every pending value of the loaders' data is awaited. One that
 * does not exist makes its route the 404 page; any other failure is thrown (the page is then rendered
 * in the browser).
 */
async function settleLoaderData(context: StaticHandlerContext) {
  for (const [routeId, data] of Object.entries(context.loaderData)) {
    try {
      context.loaderData[routeId] = await settle(data);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      delete context.loaderData[routeId];
      context.errors = { ...context.errors, [routeId]: NOT_FOUND };
      context.statusCode = 404;
    }
  }
  const unexpected = Object.values(context.errors ?? {}).find((error) => !isNotFound(error));
  if (unexpected) throw unexpected;
}

function headOf(context: StaticHandlerContext): PageHead {
  const match = pageMatch(context.matches.map(({ route }) => ({ id: route.id, handle: route.handle })));
  if (context.errors || !match) return notFoundHead;
  return match.handle.head(context.loaderData[match.id] as never);
}

/**
 * Renders a public URL to HTML with the visitor's (logged-out) session: the same tree the browser
 * hydrates, with a static handler per request (a redeployed remote's routes are used at once,
 * docs/decisions.md "One data layer"). Loaders read through the one API client, answered by the API in process.
 * Throws when a remote or the data cannot be loaded; the server then sends the client-rendered page.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const routes = createRoutes();
  const url = new URL(request.url, request.origin);
  // Only a remote's page needs its container: the shell's own pages render without it.
  if (matchRoutes(routes, url.pathname)?.some(({ route }) => isRemoteRouteId(route.id))) {
    await syncRemote(PUBLIC_REMOTE, request.publicRemote, request.revalidateMs);
  }
  const handler = createStaticHandler(routes);
  const requestContext: LoaderContext = { api: createApiClient({ adapter: transportAdapter(request.api) }) };
  const context = await handler.query(new Request(url), { requestContext });
  // A redirect (none of the public pages has one) is left to the browser's router.
  if (context instanceof Response) throw new Error(`${request.url}: ${context.status}`);
  await settleLoaderData(context);

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders>
            {/* The hydration data travels as a JSON script of our own (SSR_DOM.stateId), not an inline script. */}
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    const head = headOf(context);
    return {
      // A page may say, in its own words, that what it was asked for does not exist (`head.notFound`).
      status: context.statusCode === 404 || head.notFound ? 404 : 200,
      html,
      styleTags: sheet.getStyleTags(),
      head,
      hydrationData: { loaderData: context.loaderData, actionData: null, errors: context.errors },
    };
  } finally {
    sheet.seal();
  }
}
