/**
 * How the deployables find each other, declared once: the remotes (names, where each is served),
 * the pages each remote exposes (route path ↔ exposed module ↔ rendered on the server or not), and
 * what the server render hands the browser (DOM ids, template slots, the render call's types). The
 * shell, the remotes, the API and the build configs import these; `npm run lint` (lint:topology)
 * refuses the same strings written anywhere else.
 */
import type { PageHead } from './pages';

/** The remotes' container names (Module Federation `name`). */
export const PUBLIC_REMOTE = 'public_remote';
export const ADMIN_REMOTE = 'admin_remote';

/** Each remote and the URL folder it is served from by default (`npm start`). */
export const REMOTES = {
  [PUBLIC_REMOTE]: { basePath: '/remotes/public/' },
  [ADMIN_REMOTE]: { basePath: '/remotes/admin/' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The browser container's entry file, inside a remote's folder. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The folder of a remote's Node container (server rendering), beside its browser entry. */
export const REMOTE_SERVER_FOLDER = 'server/';

/** A remote's default entry URL, e.g. `/remotes/public/remoteEntry.js`. */
export const defaultRemoteEntryUrl = (remote: RemoteName): string => `${REMOTES[remote].basePath}${REMOTE_ENTRY_FILE}`;

/** A page one of the remotes exposes as a module of its own. */
export interface RemotePageRoute {
  /** React Router path pattern the shell routes to the page. */
  path: string;
  remote: RemoteName;
  /** Exposed module name (`./Home` in the remote's `exposes`). */
  module: string;
  /** Rendered on the server for a first visit; false for pages only a signed-in admin sees. */
  serverRendered: boolean;
  /**
   * False for a page no shared cache (ours, a CDN, the service worker) may keep: a card's verification must
   * read 'Afiliación no vigente' the moment it is revoked. The public remote's pages are shared unless they
   * say so; no other page is (the shell's account pages, the admin panel, a path that is not a page).
   * A shared page reads no query parameter: its cache key has none.
   */
  shared?: false;
}

const publicPage = <M extends string>(path: string, module: M, options: { shared?: false } = {}) =>
  ({ path, remote: PUBLIC_REMOTE, module, serverRendered: true, ...options }) as const;

/**
 * Every page the remotes expose. Each remote's build takes its `exposes` keys from here (typed, so a
 * module missing from either side fails the type check and the remote's exposes test).
 */
export const REMOTE_PAGES = [
  publicPage('/', 'Home'),
  publicPage('/noticias', 'Noticias'),
  publicPage('/noticias/:id', 'Noticia'),
  publicPage('/agenda', 'Agenda'),
  publicPage('/agenda/:id', 'Evento'),
  publicPage('/afiliate', 'Afiliate'),
  publicPage('/conocenos', 'Conocenos'),
  publicPage('/publicaciones', 'Publicaciones'),
  publicPage('/publicaciones/:id', 'Publicacion'),
  publicPage('/encuestas', 'Encuestas'),
  publicPage('/verificar/:code', 'Verificar', { shared: false }),
  // Static, the same for everyone: shared like the other public pages.
  publicPage('/privacidad', 'Privacidad'),
  // The admin panel routes below /admin itself; its code never reaches a visitor's HTML.
  { path: '/admin/*', remote: ADMIN_REMOTE, module: 'AdminApp', serverRendered: false },
] as const satisfies readonly RemotePageRoute[];

/** The shared pages' patterns split in segments, made on first use (a module-level call would stay in every bundle). */
let sharedPatterns: string[][] | undefined;

/** Whether a decoded path is a page every visitor may be given the same copy of (see `RemotePageRoute.shared`). */
export function isSharedPage(pathname: string): boolean {
  sharedPatterns ??= (REMOTE_PAGES as readonly RemotePageRoute[]).filter((page) => page.serverRendered && page.shared !== false).map((page) => page.path.split('/'));
  const segments = pathname.split('/');
  return sharedPatterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}

/** The exposed module names of one remote, e.g. 'Home' | 'Noticias' | … for the public remote. */
export type RemoteModule<R extends RemoteName> = Extract<(typeof REMOTE_PAGES)[number], { remote: R }>['module'];

/** `{ './Home': file, … }` for a remote's Module Federation `exposes`, from its module → file table. */
export const exposesOf = <R extends RemoteName>(files: Record<RemoteModule<R>, string>): Record<string, string> =>
  Object.fromEntries(Object.entries<string>(files).map(([module, file]) => [`./${module}`, file]));

/** The federation id of a page, `public_remote/Home`. */
export const pageModuleId = (remote: RemoteName, module: string): string => `${remote}/${module}`;

/**
 * What travels between the server render and the browser: the DOM ids of the embedded data and
 * of the run-time remote entries, and the slots of the shell's built page the server fills.
 */
export const SSR_DOM = {
  /** `<script type="application/json">` with the router's hydration data (loader data and errors). */
  stateId: 'pj-ssr',
  /** `<script type="application/json">` with the remote entry URLs (rewritten at deploy time). */
  remotesId: 'pj-remotes',
  /** Around the default title and description, replaced by the page's head tags. */
  headStart: '<!--ssr-head-->',
  headEnd: '<!--/ssr-head-->',
  /**
   * Inside `<div id="root">`, replaced with what follows it in the root (the 'Activa JavaScript' notice of
   * a page only scripts can draw) by the page's markup: a server-rendered page works without scripts.
   */
  htmlSlot: '<!--ssr-html-->',
  rootId: 'root',
  /** On what only scripts bring (a chart and its loading text): hidden by the page's `<noscript>` style. */
  scriptOnlyAttribute: 'data-needs-script',
} as const;

/** One API read a server render makes, answered in process by the API (no network hop). */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/api/noticias?page=1`. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or a multipart form's bytes (a page's form with a file, sent on by its action). */
  body?: string | Uint8Array;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** How a server render's loaders reach the API: the API's own `inject`, not a TCP loopback. */
export type ApiTransport = (call: ApiCall) => Promise<ApiAnswer>;

/** What the API asks the shell's Node bundle to render. */
export interface RenderRequest {
  /** Path and query of the requested page. */
  url: string;
  /** The origin the page is served at (its absolute links). */
  origin: string;
  /** The loaders' way to the API. */
  api: ApiTransport;
  /** Where the public remote's Node container is deployed. */
  publicRemote: RemoteServerLocation;
  /** How long a checked remote version is trusted, in milliseconds. */
  revalidateMs: number;
  /**
   * The browser sent a session cookie: the page is rendered for that session (its user, its data), and
   * never kept. Without it the page is rendered as a visitor sees it.
   */
  session?: boolean;
  /** The CSRF token that goes with the browser's cookies, for the page's forms (`CSRF_FIELD`); none on a shared page. */
  csrfToken?: string;
  /** A form posted to the page without JavaScript: its route's action runs before the page is rendered. */
  form?: PostedForm;
}

/** Where the page's route sends the browser instead (a posted form's action done, or a loader's redirect). */
export interface PageRedirect {
  status: 'redirect';
  location: string;
}

/** A form's body as the browser posted it (urlencoded or multipart). */
export interface PostedForm {
  contentType: string;
  body: Uint8Array;
}

/** What the API asks the shell's Node bundle for the public remote's current version (its page cache keys on it). */
export type RemoteVersionRequest = Pick<RenderRequest, 'publicRemote' | 'revalidateMs'>;

export interface RemoteServerLocation {
  /** The remote's Node container, e.g. http://127.0.0.1:8080/remotes/public/server/remoteEntry.js */
  entry: string;
  /** A file that changes with every build of the remote (its Node mf-manifest.json). */
  version: string;
}

/** What the shell's Node bundle answers. */
export interface RenderedPage {
  /** 200, 404, or a refused form's status (400, 403, 409, …) with the page showing why. */
  status: number;
  /** The app's markup, for the root element. */
  html: string;
  /** styled-components' <style> tags for the head. */
  styleTags: string;
  head: PageHead;
  /** React Router's hydration data (`loaderData`, `errors`), plain JSON, embedded as SSR_DOM.stateId. */
  hydrationData: unknown;
}
