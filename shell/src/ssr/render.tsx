import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  CSRF_FIELD,
  IDEMPOTENCY_FIELD,
  isNotFound,
  PUBLIC_REMOTE,
  type PageHead,
  type PageRedirect,
  type PostedForm,
  type RenderedPage,
  type RenderRequest,
  type User,
} from '@plataforma/contracts';
import { type ApiClient, createApiClient, transportAdapter } from '@plataforma/shared-auth/api';
import type { LoaderContext } from '@plataforma/shared-auth';
import { AppProviders } from '../app/AppProviders';
import { pageMatch } from '../app/DocumentTitle';
import { notFoundHead } from '../app/NotFoundPage';
import { createRoutes } from '../app/routes';
import { settle } from '../app/settle';
import type { PageState } from '../federation/hydrationData';
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

/** The session's user, asked with the browser's cookies; a session that is not (any more) valid is a visitor. */
async function userOf(api: ApiClient): Promise<User | null> {
  try {
    return (await api.get<User>('/auth/profile', { expectUnauthorized: true })).data;
  } catch {
    return null;
  }
}

/** The posted form as the route's action reads it, with the CSRF token and the key it carried for the API calls. */
async function readForm(url: URL, form: PostedForm) {
  const fields = await new Request(url, { method: 'POST', headers: { 'content-type': form.contentType }, body: form.body as Uint8Array<ArrayBuffer> }).formData();
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  return { request: new Request(url, { method: 'POST', body: fields }), csrfToken: text(CSRF_FIELD) ?? '', idempotencyKey: text(IDEMPOTENCY_FIELD) };
}

/** A page without an action (405) sends a form posted to it back to the page, whose scripts then send it. */
const noAction = (context: StaticHandlerContext) =>
  Object.values(context.errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 405);

/**
 * Renders a URL to HTML for whoever asked: a visitor, or with a session cookie that session's user
 * (`LoaderContext.user`, `RenderedUser`), with the same tree the browser hydrates and a static handler per
 * request (a redeployed remote's routes are used at once, docs/decisions.md "One data layer"). A form
 * posted without JavaScript runs its route's action first: its redirect is answered, or the page is
 * rendered with the action's errors. Loaders and actions go through the one API client, answered by the
 * API in process with the browser's cookies. Throws when a remote or the data cannot be loaded; the
 * server then sends the client-rendered page.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | PageRedirect> {
  const routes = createRoutes();
  const url = new URL(request.url, request.origin);
  // Only a remote's page needs its container: the shell's own pages render without it.
  if (matchRoutes(routes, url.pathname)?.some(({ route }) => isRemoteRouteId(route.id))) {
    await syncRemote(PUBLIC_REMOTE, request.publicRemote, request.revalidateMs);
  }
  const posted = request.form ? await readForm(url, request.form) : null;
  // An action's writes carry the token its form sent, which the API checks against the cookies.
  const api = createApiClient({
    adapter: transportAdapter(request.api),
    csrfToken: posted?.csrfToken ?? request.csrfToken ?? '',
    idempotencyKey: posted?.idempotencyKey,
  });
  const user = request.session ? await userOf(api) : null;
  const handler = createStaticHandler(routes);
  // An action may update the session's user (a profile edit sets `user`): the page shows it as the action left it.
  const requestContext: LoaderContext = { api, user };
  const context = await handler.query(posted?.request ?? new Request(url), { requestContext });
  if (context instanceof Response) return { status: 'redirect', location: context.headers.get('Location') ?? url.pathname };
  if (posted && noAction(context)) return { status: 'redirect', location: `${url.pathname}${url.search}` };
  await settleLoaderData(context);

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders user={requestContext.user} csrfToken={request.csrfToken}>
            {/* The hydration data travels as a JSON script of our own (SSR_DOM.stateId), not an inline script. */}
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    const hydrationData: PageState = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    // Only a page rendered for a session says whose: a visitor's page, kept for everyone, names nobody.
    if (request.session) hydrationData.user = requestContext.user;
    const head = headOf(context);
    // A page may say, in its own words, that what it was asked for does not exist (`head.notFound`).
    const status = head.notFound && context.statusCode === 200 ? 404 : context.statusCode;
    return { status, html, styleTags: sheet.getStyleTags(), head, hydrationData };
  } finally {
    sheet.seal();
  }
}
