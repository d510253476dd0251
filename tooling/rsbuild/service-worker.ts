/**
 * The service worker, built by the shell's build (docs/decisions.md, "Offline and installable"): an Rsbuild
 * environment bundles its source to `sw.js` (target `web-worker`, no hash: the browser looks for it at one
 * URL), then Workbox's `injectManifest` (workbox-build) writes the precache list in place of
 * `self.__WB_MANIFEST`. workbox-webpack-plugin is not used: it compiles the worker in a webpack child
 * compiler, which Rspack does not support (web-infra-dev/rspack#6437, #7427; docs/toolchain.md).
 */
import { join, relative, resolve, sep } from 'node:path';
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';

/** The worker's file, at the root of the build folder (and so of the site). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The worker's entry name, which gives its file name. */
const WORKER_ENTRY = SERVICE_WORKER_FILE.replace(/\.js$/, '');

/** Rsbuild's content-hashed names (`index.674ba0668e.js`): precached without a revision, fetched without cache busting. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.\w+$/;

/** Never precached: compressed siblings, licence notes, source maps. */
const NEVER = ['**/*.br', '**/*.gz', '**/*.LICENSE.txt', '**/*.map'];

export interface PrecacheFolder {
  /** A build folder, absolute. */
  dir: string;
  /** The URL folder the site serves it under, ending in `/` (`/`, the remote's base path). */
  url: string;
  /** Globs of the files to precache, inside `dir`. */
  files: string[];
}

export interface ServiceWorkerOptions {
  /** The worker's source, relative to the app's folder. */
  entry: string;
  /** What the worker precaches: the folders must be built before this build ends (a remote's too). */
  precache: PrecacheFolder[];
}

/** The deepest folder holding every one of `dirs`. */
function commonFolder(dirs: string[]): string {
  const split = dirs.map((dir) => resolve(dir).split(sep));
  const common: string[] = [];
  for (let i = 0; split.every((parts) => parts[i] !== undefined && parts[i] === split[0]![i]); i++) common.push(split[0]![i]!);
  return common.join(sep) || sep;
}

const toUrlPath = (path: string) => path.split(sep).join('/');

/**
 * After the build, writes the precache list into the emitted worker: each folder's files, under their URLs.
 * Runs before the other after-build steps (`order: 'pre'`), so the compressed siblings are made from the
 * finished worker. A glob that matches nothing or a file Workbox would leave out fails the build.
 */
export function pluginInjectPrecache(precache: PrecacheFolder[]): RsbuildPlugin {
  return {
    name: 'plataforma:inject-precache',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ environments }) => {
          const built = Object.values(environments).find(({ entry }) => WORKER_ENTRY in entry);
          if (!built) throw new Error(`No environment builds the "${WORKER_ENTRY}" entry: use serviceWorkerEnvironment().`);
          const worker = join(built.distPath, SERVICE_WORKER_FILE);
          const root = commonFolder(precache.map(({ dir }) => dir));
          // A folder's path from the common root, '' for the root itself, else ending in '/'.
          const prefixOf = ({ dir }: PrecacheFolder) => {
            const path = toUrlPath(relative(root, dir));
            return path ? `${path}/` : '';
          };
          const { count, size, warnings } = await injectManifest({
            swSrc: worker,
            swDest: worker,
            globDirectory: root,
            globPatterns: precache.flatMap((folder) => folder.files.map((file) => `${prefixOf(folder)}${file}`)),
            globIgnores: NEVER,
            modifyURLPrefix: Object.fromEntries(precache.map((folder) => [prefixOf(folder), folder.url])),
            dontCacheBustURLsMatching: CONTENT_HASHED,
          });
          if (warnings.length > 0) {
            throw new Error(`The service worker's precache is incomplete:\n${warnings.join('\n')}`);
          }
          api.logger.info(`${SERVICE_WORKER_FILE}: ${count} files precached, ${(size / 1024).toFixed(1)} KB before compression`);
        },
      });
    },
  };
}

/**
 * The worker's Rsbuild environment: `entry` bundled alone to `<dist>/sw.js`, then the precache written into it.
 * Production builds only: the registration skips development, where files change under a worker that kept them.
 */
export function serviceWorkerEnvironment({ entry, precache }: ServiceWorkerOptions): EnvironmentConfig {
  return {
    source: { entry: { [WORKER_ENTRY]: entry } },
    output: { target: 'web-worker', distPath: { root: 'dist', js: '' }, filename: { js: '[name].js' } },
    // One file: a worker loads no chunks.
    splitChunks: false,
    plugins: [pluginInjectPrecache(precache)],
  };
}
