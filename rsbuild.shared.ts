/**
 * The one place for the build settings the shell and both remotes share: the shared singletons, the
 * dev ports, the federation options (remote names and folders live in contracts/src/topology.ts).
 * See docs/toolchain.md for why each optimisation is here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { REMOTE_ENTRY_FILE, type RemoteName } from '@plataforma/contracts';

export { compileHintsPlugin } from '@plataforma/tooling/rsbuild/compile-hints';
export { mfRuntimeEsmAlias } from '@plataforma/tooling/rsbuild/mf-runtime-esm';
export { pluginPrecompress } from '@plataforma/tooling/rsbuild/precompress';
export { pluginPreloadStartupChunks } from '@plataforma/tooling/rsbuild/preload-startup-chunks';

export const ROOT = dirname(fileURLToPath(import.meta.url));

export const DEV_PORTS = { shell: 3000, public_remote: 3001, admin_remote: 3002, api: 4000 } as const;

/**
 * Exports kept by the tree shaking of a shared library: every export of it imported anywhere in the
 * front end, scanned from the sources at build time (a missing export would be `undefined` at run
 * time, docs/toolchain.md).
 */
const FRONT_END_SOURCES = ['shell/src', 'public-remote/src', 'admin-remote/src', 'shared-ui/src', 'shared-auth/src'];

/**
 * Browser sources: not tests, nor the test helpers under `testing/` (they use MemoryRouter), nor the
 * server-render code under `ssr/` (StaticRouter, ServerStyleSheet never run in a browser).
 */
const sourceFiles = (dir: string) =>
  walk(dir)
    // Folder names are matched inside `dir` only: the checkout itself may live in a folder named like them.
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/[\\/](testing|ssr)[\\/]/.test(file.slice(dir.length)));

export function exportsInUse(module: string): string[] {
  const used = new Set<string>();
  // `import name, { a, b as c } from 'module'`; type-only imports are left out.
  const from = module.replace(/[/.]/g, '\\$&');
  const importRe = new RegExp(`import\\s+(type\\s+)?(?:([\\w$]+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*['"]${from}['"]`, 'g');
  for (const file of FRONT_END_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, typeOnly, defaultName, names = ''] of readFileSync(file, 'utf8').matchAll(importRe)) {
      if (typeOnly) continue;
      if (defaultName) used.add('default');
      for (const spec of names.split(',').map((s) => s.trim())) {
        if (spec && !spec.startsWith('type ')) used.add(spec.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return [...used].sort();
}

const singleton = { singleton: true, requiredVersion: false } as const;

/** Each app builds a browser bundle (`web`) and a Node bundle for server rendering (`node`). */
export type BuildTarget = 'web' | 'node';

/** A singleton cut down to the exports the repository imports (shared modules are otherwise shipped whole). */
const treeShakenSingleton = (module: string) =>
  ({ ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: exportsInUse(module) } }) as const;

/**
 * Shared singletons (spec-notes "Design rules"): one React, one router, one styled-components, one session store.
 * `@plataforma/shared-ui` is not among them: it holds no state (the theme travels through the shared
 * styled-components ThemeProvider), so each build bundles just the components it uses. Nor is
 * `react-dom/client`: only the shell's bootstrap calls `createRoot`; `react-dom`, which it builds on, is.
 */
export function sharedModules(target: BuildTarget = 'web'): ModuleFederationOptions['shared'] {
  // Tree shaking only saves download bytes: the Node bundles share the libraries whole, and so do the dev
  // servers, where it left exports in use undefined (`createLogger` in the federation runtime: `npm run dev` threw on load).
  const shakes = target === 'web' && process.env.NODE_ENV !== 'development';
  const shaken = (module: string) => (shakes ? treeShakenSingleton(module) : singleton);
  return {
    react: singleton,
    'react-dom': singleton,
    'react-router-dom': shaken('react-router-dom'),
    'styled-components': shaken('styled-components'),
    zustand: singleton,
    '@plataforma/shared-auth': singleton,
    '@plataforma/shared-auth/api': singleton,
  };
}

/**
 * @rsbuild/plugin-react's options. Fast Refresh wraps our own modules only: the MF plugin adds
 * `@module-federation/` to `source.include`, which otherwise puts refresh code into the federation runtime,
 * where it threw on load in `npm run dev`.
 */
export const reactOptions = { reactRefreshOptions: { exclude: /[\\/]node_modules[\\/]/ } };

/**
 * Dev-server options. Lazy compilation (Rsbuild's default for dynamic imports) builds a lazy chunk on its
 * first request; the federation's shared-module factories ran before it was there and the first page load
 * after `npm run dev` failed (`Cannot read properties of undefined (reading 'call')`).
 */
export const devOptions = { lazyCompilation: false };

/**
 * styled-components compile options: display names (readable class names) only in development; in a
 * production build they add a `.withConfig({ displayName })` call to every styled component.
 */
export const styledComponentsOptions = (namespace: string) => ({
  namespace,
  displayName: process.env.NODE_ENV === 'development',
});

/** Options common to the host and the remotes. */
export function federationOptions(
  name: 'shell' | RemoteName,
  options: Pick<ModuleFederationOptions, 'exposes'> = {},
  target: BuildTarget = 'web',
): ModuleFederationOptions {
  const isHost = name === 'shell';
  return {
    name,
    ...options,
    ...(isHost ? {} : { filename: REMOTE_ENTRY_FILE }),
    // Remotes are registered at run time from their manifests, never declared at build time.
    remotes: {},
    shared: sharedModules(target),
    // 'version-first' would fetch every registered remote's entry at start-up (docs/toolchain.md trap 2).
    shareStrategy: 'loaded-first',
    // Types come from the contracts package; no federated type generation.
    dts: false,
    // Browser-only optimisations: in Node each container keeps its own runtime, and
    // `optimization.target: 'web'` would strip the Node chunk loader (docs/toolchain.md, server rendering).
    ...(target === 'web'
      ? {
          experiments: isHost
            ? // Remotes are registered by their remoteEntry.js, not their manifest: no manifest request
              // before the entry, and no snapshot code in the shell (~1.4 KB gzip on every page).
              { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }
      : {}),
  };
}

/**
 * `PJ_REACT_DEVELOPMENT=1` builds the browser bundles with React's development build, which names
 * every hydration mismatch (attributes included; the production build reports text mismatches
 * only, unnamed). Used by e2e/tests/hydration-development.test.mjs, never for serving.
 */
export const browserNodeEnv = () => (process.env.PJ_REACT_DEVELOPMENT === '1' ? { optimization: { nodeEnv: 'development' } } : {});

/** The Node environment of an app (server rendering): CommonJS in `dist/server/`. */
export const nodeOutput = { target: 'node', distPath: { root: 'dist/server' } } as const;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
