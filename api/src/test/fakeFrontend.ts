import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRemoteEntryUrl, PUBLIC_REMOTE, SSR_DOM } from '@plataforma/contracts';

/** What the stand-in shell bundle does, set by the test between requests. */
export interface FakeShell {
  renders: string[];
  version: string;
  /** The next renders throw (a remote or the data cannot be loaded). */
  fail: boolean;
  /** How long each render takes. */
  delayMs: number;
  /** What each render's read of `/api/encuestas/all` through the API transport answered (status). */
  reads: number[];
  /** The remote's server code cannot be reached: its version is unknown. */
  remoteAway: boolean;
  /** What each render was asked for besides its URL: for whom, with which token, with which form. */
  asked: Array<{ url: string; session?: boolean; csrfToken?: string; form?: { contentType: string; body: string } }>;
}

/**
 * A built front end in a temporary root, with a stand-in for the shell's Node bundle that renders a
 * page naming its URL, render count and how many surveys it read through the API transport: the API's
 * page serving is tested without a real build.
 */
export function fakeFrontend() {
  const rootDir = mkdtempSync(join(tmpdir(), 'pj-front-'));
  const shell: FakeShell = { renders: [], version: 'v1', fail: false, delayMs: 0, reads: [], remoteAway: false, asked: [] };
  const key = `pjFakeShell${Math.random().toString(36).slice(2)}`;
  (globalThis as Record<string, unknown>)[key] = shell;
  const dist = (app: string) => {
    const dir = join(rootDir, app, 'dist');
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  writeFileSync(
    join(dist('shell'), 'index.html'),
    `<!doctype html><html><head>${SSR_DOM.headStart}<title>Plataforma Juvenil</title>${SSR_DOM.headEnd}<script src="${defaultRemoteEntryUrl(PUBLIC_REMOTE)}"></script></head><body><div id="${SSR_DOM.rootId}">${SSR_DOM.htmlSlot}</div></body></html>`,
  );
  writeFileSync(join(dist('public-remote'), 'remoteEntry.js'), '');
  writeFileSync(join(dist('admin-remote'), 'remoteEntry.js'), '');
  mkdirSync(join(rootDir, 'shell', 'dist', 'server'));
  writeFileSync(
    join(rootDir, 'shell', 'dist', 'server', 'server.js'),
    `const shell = globalThis[${JSON.stringify(key)}];
exports.publicRemoteVersion = async () => {
  if (shell.remoteAway) throw new Error('remote away');
  return shell.version;
};
// A form posted to a page: the stand-in action signs in through the API transport with the form's token.
async function action({ url, api, form }) {
  if (!form.contentType.startsWith('application/x-www-form-urlencoded')) return { status: 'redirect', location: url };
  const fields = new URLSearchParams(Buffer.from(form.body).toString());
  const answer = await api({
    method: 'POST',
    url: '/api/auth/login',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-xsrf-token': fields.get('_csrf') ?? '' },
    body: JSON.stringify({ email: fields.get('email'), password: fields.get('password') }),
  });
  if (answer.status === 200) return { status: 'redirect', location: fields.get('volver') ?? '/' };
  return { status: answer.status, html: '<p role="alert">' + JSON.parse(answer.body).message + '</p>', styleTags: '', head: { title: url, description: 'Formulario' }, hydrationData: {} };
}
exports.render = async (request) => {
  const { url, api } = request;
  shell.asked.push({ url, session: request.session, csrfToken: request.csrfToken, form: request.form && { contentType: request.form.contentType, body: Buffer.from(request.form.body).toString() } });
  if (request.form) return action(request);
  shell.renders.push(url);
  const read = await api({ method: 'GET', url: '/api/encuestas/all', headers: { accept: 'application/json' } });
  shell.reads.push(read.status);
  await new Promise((resolve) => setTimeout(resolve, shell.delayMs));
  if (shell.fail || read.status >= 500) throw new Error('render failed');
  return {
    status: url.startsWith('/no-existe') ? 404 : 200,
    html: '<h1>' + url + ' #' + shell.renders.length + ' ' + shell.version + '</h1><p>' + JSON.parse(read.body).length + ' encuestas</p>' + 'x'.repeat(4000),
    styleTags: '',
    head: { title: url, description: 'Página de prueba' },
    hydrationData: { loaderData: {} },
  };
};
`,
  );
  return {
    rootDir,
    shell,
    remove: () => {
      delete (globalThis as Record<string, unknown>)[key];
      rmSync(rootDir, { recursive: true, force: true });
    },
  };
}
