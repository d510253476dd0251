/**
 * The build settings the shell and both remotes share: the shared singletons, the dev ports, the federation
 * options (remote names and URL folders live in contracts/src/topology.ts). The plugins they use are in
 * tooling/rsbuild, one module each; docs/toolchain.md says why each setting is here.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { REMOTE_ENTRY_FILE, REMOTE_NAMES, type RemoteName } from '@plataforma/contracts';
import { readSharedImports, SHARED_IMPORTS_PLUGIN, sharedImportsPlugin } from '@plataforma/tooling/rsbuild/shared-imports';

export { compileHintsPlugin } from '@plataforma/tooling/rsbuild/compile-hints';
export { mfRuntimeEsmAlias } from '@plataforma/tooling/rsbuild/mf-runtime-esm';
export { pluginPrecompress } from '@plataforma/tooling/rsbuild/precompress';
export { serviceWorkerEnvironment } from '@plataforma/tooling/rsbuild/service-worker';

const ROOT = dirname(fileURLToPath(import.meta.url));

export const DEV_PORTS = { shell: 3000, public_remote: 3001, admin_remote: 3002, api: 4000 } as const;

/** Each remote's workspace folder: the shell's build reads its `dist/shared-imports.json`. */
const REMOTE_FOLDERS: Record<RemoteName, string> = { public_remote: 'public-remote', admin_remote: 'admin-remote' };

/** Shared libraries cut down to the exports in use in the production browser builds (shared modules are otherwise shipped whole). */
const TREE_SHAKEN = ['react-router-dom', 'styled-components'];

/** Each remote's browser build records what it imports of TREE_SHAKEN for the shell's build. */
export const recordSharedImports = () => sharedImportsPlugin(TREE_SHAKEN);

const singleton = { singleton: true, requiredVersion: false } as const;

/** Each app builds a browser bundle (`web`) and a Node bundle for server rendering (`node`). */
export type BuildTarget = 'web' | 'node';

// Tree shaking only saves download bytes: the Node bundles share the libraries whole, and so do the dev
// servers, where it left exports in use undefined (`createLogger` in the federation runtime: `npm run dev` threw on load).
const shakes = (target: BuildTarget) => target === 'web' && process.env.NODE_ENV !== 'development';

/**
 * The shell's runtime plugin that hands every container the one copy of each tree-shaken library the page uses:
 * the shaken copy, or the complete one when a remote deployed after the shell imports more (docs/toolchain.md).
 */
const ONE_SHARED_COPY_PLUGIN = join(ROOT, 'shell', 'src', 'federation', 'oneSharedCopy.ts');

/**
 * Shared singletons (spec-notes "Design rules"): one React, one router, one styled-components, one session store.
 * `@plataforma/shared-ui` is not among them: it holds no state (the theme travels through the shared
 * styled-components ThemeProvider), so each build bundles just the components it uses. Nor is
 * `react-dom/client`: only the shell's bootstrap calls `createRoot`; `react-dom`, which it builds on, is.
 */
function sharedModules(name: 'shell' | RemoteName, target: BuildTarget): ModuleFederationOptions['shared'] {
  // Each build's copy keeps what the build imports ('runtime-infer'); the shell's copies, which every remote
  // uses, keep what the remotes import as well.
  const remoteImports =
    shakes(target) && name === 'shell' ? readSharedImports(REMOTE_NAMES.map((remote) => join(ROOT, REMOTE_FOLDERS[remote], 'dist')), TREE_SHAKEN) : {};
  const shaken = (library: string) =>
    shakes(target) ? { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: remoteImports[library] ?? [] } as const } : singleton;
  return {
    react: singleton,
    'react-dom': singleton,
    ...Object.fromEntries(TREE_SHAKEN.map((library) => [library, shaken(library)])),
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
    shared: sharedModules(name, target),
    // 'version-first' would fetch every registered remote's entry at start-up (docs/toolchain.md trap 2).
    shareStrategy: 'loaded-first',
    // Types come from the contracts package; no federated type generation.
    dts: false,
    // Browser-only optimisations: in Node each container keeps its own runtime, and
    // `optimization.target: 'web'` would strip the Node chunk loader (docs/toolchain.md, server rendering).
    ...(target === 'node'
      ? {}
      : isHost
        ? // Remotes are registered by their remoteEntry.js, not their manifest: no manifest request
          // before the entry, and no snapshot code in the shell (~1.4 KB gzip on every page).
          {
            experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
            ...(shakes(target) ? { runtimePlugins: [ONE_SHARED_COPY_PLUGIN] } : {}),
          }
        : {
            experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
            // The builds of the shared libraries' fallbacks run the remote's plugins: the record is the remote's own.
            treeShakingSharedExcludePlugins: [SHARED_IMPORTS_PLUGIN],
          }),
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
