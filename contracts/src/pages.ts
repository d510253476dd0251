/**
 * The page contract between the shell and a remote's exposed page module, for server rendering
 * (README "Server rendering"): `default({ data })`, `loader(context)`, `head(data)`.
 */

export const SITE_NAME = 'Plataforma Juvenil';

/** The site's share card image (shell/public), used by pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = '/og-default.jpg';

export interface LoaderContext {
  /** '' in the browser (same origin), the API's absolute origin on the server. */
  apiBase: string;
  /** The route's parameters, e.g. `{ id: '3' }` for /noticias/3. */
  params: Record<string, string | undefined>;
}

export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /** Share card image: a path on this origin or an absolute URL; the site image when absent. */
  image?: string;
  /** 'article' for a single item, 'website' for lists and fixed pages. */
  type?: 'website' | 'article';
}

/** Props of a page module's component: its loader's data, absent when the page loads it itself. */
export interface PageProps<T> {
  data?: T;
}

export interface PageModule<T = unknown> {
  default: (props: PageProps<T>) => unknown;
  loader?: (context: LoaderContext) => Promise<T>;
  head: (data: T) => PageHead;
}

/** What a loader throws when the item does not exist: the server answers 404 with the not-found page. */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`${what} no encontrado`);
  }
}

/**
 * Duck-typed, not `instanceof`: the shell and each remote bundle their own copy of this package.
 */
export const isPageNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** 'Noticias' → 'Noticias · Plataforma Juvenil'. */
export const pageTitle = (name?: string): string => (name ? `${name} · ${SITE_NAME}` : SITE_NAME);
