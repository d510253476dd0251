import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { isPageNotFound, pageModuleId, type InitialPage, type RenderedPage, type RenderRequest } from '@plataforma/contracts';
import { App } from '../app/App';
import { shellHeads } from './shellHeads';
import { notFoundHead } from '../app/NotFoundPage';
import { matchRemotePage } from './matchPage';
import { preloadShellPage } from '../app/shellPages';
import { InitialPageContext } from '../federation/initialPage';
import { loadPageModule } from '../federation/pageModules';
import { syncRemote } from './remoteVersions';

/** The page's module, data and head, or the 404 when the route or its item does not exist. */
async function resolvePage(pathname: string, { apiBase, publicRemote, revalidateMs }: RenderRequest) {
  const route = matchRemotePage(pathname);
  const blank: InitialPage = { pathname, id: null, data: null, notFound: false };
  if (!route) {
    await preloadShellPage(pathname);
    const head = shellHeads[pathname];
    return head ? { state: blank, head } : { state: { ...blank, notFound: true }, head: notFoundHead };
  }
  await syncRemote(route.page.remote, publicRemote, revalidateMs);
  const id = pageModuleId(route.page.remote, route.page.module);
  const page = await loadPageModule(id);
  try {
    const data = page.loader ? await page.loader({ apiBase, params: route.params }) : null;
    return { state: { ...blank, id, data }, head: page.head(data) };
  } catch (error) {
    if (!isPageNotFound(error)) throw error;
    return { state: { ...blank, notFound: true }, head: notFoundHead };
  }
}

/**
 * Renders a public URL to HTML with the visitor's (logged-out) session: the same tree the browser
 * hydrates. Throws when the remote or the data cannot be loaded; the server then sends the
 * client-rendered page.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const { state, head } = await resolvePage(pathname, request);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={request.url}>
            <InitialPageContext.Provider value={state}>
              <App />
            </InitialPageContext.Provider>
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { status: state.notFound ? 404 : 200, html, styleTags: sheet.getStyleTags(), head, state };
  } finally {
    sheet.seal();
  }
}
