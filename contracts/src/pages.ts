/**
 * What a page tells the shell beside its markup (README "Server rendering"): its head tags, computed
 * from its route loader's data by the route's `handle.head`.
 */

export const SITE_NAME = 'Plataforma Juvenil';

/** The site's share card image (shell/public), used by pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = '/og-default.jpg';

export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /** Share card image: a path on this origin or an absolute URL; the site image when absent. */
  image?: string;
  /**
   * The image that is the page's largest paint: the server asks for it first, before any style or
   * script, so it is painted from the server's HTML without waiting for a free connection.
   */
  leadImage?: { src: string; srcSet: string; sizes: string };
  /** 'article' for a single item, 'website' for lists and fixed pages. */
  type?: 'website' | 'article';
  /** Kept out of search engines (a membership card's verification page). */
  noindex?: boolean;
  /**
   * What the page was asked for does not exist, and the page says so in its own words (an unknown card
   * code): the server answers 404 with the page as rendered, not the generic not-found page.
   */
  notFound?: boolean;
}

/**
 * A loader's data once every value it returned pending has arrived: what the server renders, and
 * what `head` receives (loaders return `{ noticias: Promise<Noticia[]> }`, the page awaits each part).
 */
export type Settled<D> = { [K in keyof D]: Awaited<D[K]> };

/** A route's `handle`: the page's head from its settled data (the server writes the tags, the browser the title). */
export interface PageHandle<D = Record<string, unknown>> {
  head(data: Settled<D>): PageHead;
}

/**
 * A failure that means "this page does not exist": a route's 404 response or the API's 404.
 * Duck-typed, not `instanceof`: the shell and each remote bundle their own copy of the error classes.
 */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  return status === 404 || response?.status === 404;
}

/** 'Noticias' → 'Noticias · Plataforma Juvenil'. */
export const pageTitle = (name?: string): string => (name ? `${name} · ${SITE_NAME}` : SITE_NAME);
