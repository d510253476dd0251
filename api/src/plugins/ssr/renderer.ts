import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type ApiTransport,
  type PageRedirect,
  type PostedForm,
  REMOTE_ENTRY_FILE,
  REMOTE_SERVER_FOLDER,
  type RemoteServerLocation,
  type RemoteVersionRequest,
  type RenderedPage,
  type RenderRequest,
} from '@plataforma/contracts';

/** What `shell/src/server.ts` exports. */
interface ShellServer {
  render(request: RenderRequest): Promise<RenderedPage | PageRedirect>;
  publicRemoteVersion(request: RemoteVersionRequest): Promise<string>;
}

/** The browser a page is rendered for (not a visitor's page kept for everyone): its cookies, address and form. */
export interface PageBrowser {
  cookie: string | undefined;
  ip: string;
  /** It sent a session cookie: the page is the session's. */
  session: boolean;
  /** The CSRF token that goes with its cookies, for the page's forms. */
  csrfToken: string;
  form?: PostedForm;
}

export interface RenderedAnswer {
  page: RenderedPage | PageRedirect;
  /** Cookies the API set while the page's action ran (a sign-in's session), for the browser. */
  setCookies: string[];
}

export interface PageRenderer {
  /**
   * `url` (path and query) as served at `origin`, its reads answered by this app in process: as a
   * visitor, or for `browser`, with its cookies.
   */
  render(url: string, origin: string, browser?: PageBrowser): Promise<RenderedAnswer>;
  /** The public remote's deployed version, checked at most once a second: rendered pages are kept per version. */
  version(): Promise<string>;
  /** The version as checked within the last second, without waiting; null when it must be checked again. */
  checkedVersion(): string | null;
}

/** How long a checked remote version is trusted: a redeploy shows within a second, at one small request per second. */
export const REVALIDATE_MS = 1000;

/** This server's own address for the remote's Node files (code, not data), once listening. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port.');
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The shell's Node bundle (`shell/dist/server/server.js`, CommonJS, docs/toolchain.md trap 2), rendering with
 * the public remote's Node container found at run time: `remoteServerUrl`, or `server/` beside the
 * remote's browser entry. Null when the shell was built without it.
 */
export function createPageRenderer(app: FastifyInstance, shellDist: string, remote: { entryUrl: string; serverUrl?: string }): PageRenderer | null {
  const bundle = join(shellDist, 'server', 'server.js');
  if (!existsSync(bundle)) return null;
  const shell = createRequire(import.meta.url)(bundle) as ShellServer;
  /**
   * Loaders and actions reach the API through `inject`: no TCP loopback, and a visitor's read may come
   * from the response cache. A browser's render carries its cookies and address (its session, its rate
   * limits), and collects the cookies the API sets.
   */
  const transport = (browser: PageBrowser | undefined, setCookies: string[]): ApiTransport => async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: browser?.cookie ? { ...headers, cookie: browser.cookie } : headers,
      payload: typeof body === 'string' || body === undefined ? body : Buffer.from(body),
      ...(browser && { remoteAddress: browser.ip }),
    });
    const set = answer.headers['set-cookie'];
    if (set) setCookies.push(...(Array.isArray(set) ? set : [set]));
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };
  // Where the remote's Node container is, from this server's own address: known once it listens.
  let location: RemoteServerLocation | undefined;
  const publicRemote = (): RemoteServerLocation => {
    if (location) return location;
    const folder = new URL(remote.serverUrl ?? REMOTE_SERVER_FOLDER, new URL(remote.entryUrl, ownOrigin(app))).href.replace(/\/?$/, '/');
    location = { entry: `${folder}${REMOTE_ENTRY_FILE}`, version: `${folder}mf-manifest.json` };
    return location;
  };
  let checked: { value: string; at: number } | null = null;
  return {
    async render(url, origin, browser) {
      const setCookies: string[] = [];
      const page = await shell.render({
        url,
        origin,
        api: transport(browser, setCookies),
        publicRemote: publicRemote(),
        revalidateMs: REVALIDATE_MS,
        ...(browser && { session: browser.session, csrfToken: browser.csrfToken, form: browser.form }),
      });
      return { page, setCookies };
    },
    // Async, so a shell bundle without it (older than the API) rejects instead of throwing: pages then render unkept.
    version: async () => {
      const value = await shell.publicRemoteVersion({ publicRemote: publicRemote(), revalidateMs: REVALIDATE_MS });
      checked = { value, at: Date.now() };
      return value;
    },
    checkedVersion: () => (checked && Date.now() - checked.at < REVALIDATE_MS ? checked.value : null),
  };
}
