import { DEFAULT_SHARE_IMAGE, escapeHtml, type PageHead, type RenderedPage, SITE_NAME, SSR_DOM } from '@plataforma/contracts';

/** JSON inside <script>: no '</script>' or '<!--' can end it early, and line separators stay legal. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The default head between the shell's head markers, the empty root with its markup slot. */
const SSR_HEAD = new RegExp(`${SSR_DOM.headStart}[\\s\\S]*?${SSR_DOM.headEnd}`);
const ROOT_OPEN = `<div id="${SSR_DOM.rootId}">`;
/** The root's slot and what the template keeps there for a page drawn in the browser (its notice for no scripts). */
const SSR_ROOT = new RegExp(`${ROOT_OPEN}${SSR_DOM.htmlSlot}[\\s\\S]*?</div>`);

/** Title, description, canonical URL, Open Graph and Twitter card of a page at `pageUrl` (absolute). */
export function headTags(head: PageHead, pageUrl: string): string {
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE, pageUrl).href;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lead = head.leadImage;
  return [
    ...(lead
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(lead.src)}"${lead.srcSet ? ` imagesrcset="${escapeHtml(lead.srcSet)}" imagesizes="${escapeHtml(lead.sizes)}"` : ''} fetchpriority="high" />`,
        ]
      : []),
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
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
    .replace(SSR_ROOT, () => `${ROOT_OPEN}${page.html}</div><script id="${SSR_DOM.stateId}" type="application/json">${scriptJson(page.hydrationData)}</script>`);
}
