/** The server's answer for a page, read without a browser (what a crawler or a share preview sees). */
export async function fetchPage(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl));
  const html = await response.text();
  return { status: response.status, html, renderedBy: response.headers.get('x-rendered-by') ?? 'server' };
}

/** The content of `<meta property|name="key">`, or undefined. */
export function metaContent(html, key) {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  return match?.[1];
}

export const titleOf = (html) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** The markup the server rendered into #root (empty when the page is left to the browser). */
export const rootOf = (html) => html.match(/<div id="root">([\s\S]*?)<\/div><script id="pj-ssr"/)?.[1] ?? '';

/** Console errors and warnings, and uncaught errors, of a page. */
/** Playwright's own note for a context that blocks service workers (`platformPerFile().open`): not the page's. */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

export function collectProblems(page) {
  const problems = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && message.text() !== WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
