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
  /** Pages rendered with `shared: false`. */
  unshared: string[];
}

/**
 * A built front end in a temporary root, with a stand-in for the shell's Node bundle that renders a
 * page naming its URL and render count: the API's page serving is tested without a real build.
 */
export function fakeFrontend() {
  const rootDir = mkdtempSync(join(tmpdir(), 'pj-front-'));
  const shell: FakeShell = { renders: [], version: 'v1', fail: false, delayMs: 0, unshared: [] };
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
exports.publicRemoteVersion = async () => shell.version;
exports.render = async ({ url }) => {
  shell.renders.push(url);
  await new Promise((resolve) => setTimeout(resolve, shell.delayMs));
  if (shell.fail) throw new Error('render failed');
  return {
    status: url.startsWith('/no-existe') ? 404 : 200,
    shared: !shell.unshared.some((path) => url.startsWith(path)),
    html: '<h1>' + url + ' #' + shell.renders.length + ' ' + shell.version + '</h1>' + 'x'.repeat(4000),
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
