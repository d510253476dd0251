import { DEFAULT_SHARE_IMAGE, SITE_NAME, type PageHead } from '@plataforma/contracts';

/** What the shell's Node bundle returns for a page (shell/src/ssr/render.tsx). */
export interface RenderedPage {
  status: number;
  html: string;
  styleTags: string;
  head: PageHead;
  state: unknown;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: no '</script>' or '<!--' can end it early, and line separators stay legal. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const SSR_HEAD = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;
export const SSR_ROOT = '<div id="root"><!--ssr-html--></div>';

/** Title, description, canonical URL, Open Graph and Twitter card of a page at `pageUrl` (absolute). */
export function headTags(head: PageHead, pageUrl: string): string {
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE, pageUrl).href;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_BO'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/** The shell's built page with a server-rendered page in it. */
export function fillTemplate(template: string, page: RenderedPage, pageUrl: string): string {
  return template
    .replace(SSR_HEAD, () => `${headTags(page.head, pageUrl)}\n    ${page.styleTags}`)
    .replace(SSR_ROOT, () => `<div id="root">${page.html}</div><script id="pj-ssr" type="application/json">${scriptJson(page.state)}</script>`);
}
