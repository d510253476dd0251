/**
 * What the service worker keeps and what it never keeps (docs/decisions.md, "Offline and installable"),
 * as plain functions: the worker (`sw.ts`) routes by them, the page's registration module shares the
 * cache names, and Jest tests them without a worker.
 */
import { escapeHtml, PUBLIC_REMOTE, REMOTE_ENTRY_FILE, REMOTE_NAMES, REMOTES, SITE_NAME } from '@plataforma/contracts';

export { CODE_CACHE, IMAGES_CACHE, PAGES_CACHE } from './cacheNames';

export const PAGES_MAX_ENTRIES = 30;
export const IMAGES_MAX_ENTRIES = 60;
/** The public remote's files (about 110 today) and the shell's that the precache lacks. */
export const CODE_MAX_ENTRIES = 250;
/** A page that does not answer within this long is shown from the cache, when it is there. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The precached page shown for a navigation that fails with nothing kept; the worker fills in the list. */
export const OFFLINE_PAGE = '/offline.html';
/** Where, in OFFLINE_PAGE, the list of kept pages goes. */
export const OFFLINE_LIST_SLOT = '<!--paginas-->';

/** Paths the server answers with data or files, never with a page. */
const NOT_PAGES = ['/api/', '/media/', ...REMOTE_NAMES.map((name) => REMOTES[name].basePath)];

/**
 * A navigation to a page, not to data or files. Whether the worker keeps it is the server's answer to say
 * (`isShareable`): the server decides from the topology which pages are shared, so account pages, the
 * admin panel and a card's verification come `private` and are never kept.
 */
export const isPage = (pathname: string): boolean => !NOT_PAGES.some((prefix) => pathname.startsWith(prefix));

/** Members' photos (the API's `usuarios` media folder) are personal: never kept. */
const PERSONAL_MEDIA = '/media/usuarios/';

/** An image the pages show, which the worker may keep. */
export const isKeptImage = (pathname: string): boolean => pathname.startsWith('/media/') && !pathname.startsWith(PERSONAL_MEDIA);

const publicRemote = REMOTES[PUBLIC_REMOTE].basePath;

/** The public remote's Module Federation manifest, listing its files as deployed now. */
export const PUBLIC_REMOTE_MANIFEST = `${publicRemote}mf-manifest.json`;

interface ManifestAssets {
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

/**
 * The URLs of every script and style a remote's `mf-manifest.json` lists (its exposed pages and shared
 * modules), under the remote's folder: what the worker keeps for offline reading of that remote's pages.
 */
export function remoteFileUrls(manifest: unknown, basePath: string = publicRemote): string[] {
  const { exposes = [], shared = [] } = (manifest ?? {}) as { exposes?: ManifestAssets[]; shared?: ManifestAssets[] };
  const files = [...exposes, ...shared].flatMap(({ assets }) =>
    [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]),
  );
  return [...new Set(files)].filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..')).map((file) => `${basePath}${file}`);
}

/** The public remote's entry (not content-hashed, revalidated on every visit) and content-hashed scripts of the shell or that remote. */
export const isRemoteEntry = (pathname: string): boolean => pathname.startsWith(publicRemote) && pathname.endsWith(`/${REMOTE_ENTRY_FILE}`);
export const isHashedCode = (pathname: string): boolean =>
  (pathname.startsWith('/static/') || pathname.startsWith(`${publicRemote}static/`)) && /\.[0-9a-f]{8,}\.(js|css)$/.test(pathname);

/**
 * Whether an answer may be kept: a 200 whose `Cache-Control` says `public` (and neither `private` nor
 * `no-store`), and not a page the server left to the browser to render (`X-Rendered-By: browser`, an empty
 * page that needs the API). A visitor's page is `public, max-age=0, s-maxage=…`; a page asked for with the
 * session cookie is `private, no-cache`, and so is never kept.
 */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.get('x-rendered-by') === 'browser') return false;
  const directives = (response.headers.get('cache-control') ?? '').split(',').map((part) => part.trim().split('=')[0]!.toLowerCase());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

const TITLE_SUFFIX = ` · ${SITE_NAME}`;

/** A kept page's name for the offline list: its `<title>` without the site's name, else its path. */
export function pageName(html: string, path: string): string {
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? '');
  if (!title) return path;
  if (title === SITE_NAME) return path === '/' ? `Inicio · ${SITE_NAME}` : title;
  return title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
}

export interface KeptPage {
  /** Path and query on this origin. */
  path: string;
  name: string;
}

/** The offline page with its list of kept pages, the most recent first (as they are given). */
export function offlinePage(template: string, pages: readonly KeptPage[]): string {
  const list =
    pages.length === 0
      ? '<li class="vacio">Todavía no hay páginas guardadas en este dispositivo.</li>'
      : pages.map(({ path, name }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(name)}</a></li>`).join('');
  return template.replace(OFFLINE_LIST_SLOT, list);
}
