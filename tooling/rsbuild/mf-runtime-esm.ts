/**
 * The federation runtime from its ESM files. The Module Federation plugins name three runtime packages
 * by `require.resolve()`, which picks each package's CommonJS build (`dist/index.cjs`); CommonJS cannot
 * be tree-shaken, and every page carries the runtime. Each alias below maps that file to the file the
 * same package's `exports` give an `import` (`dist/index.js`), so nothing but the build's own resolution changes.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** `{ <package's CommonJS entry>: <its ESM entry> }`, both as Node resolves them. */
const esmEntryOf = (name: string) => ({ [require.resolve(name)]: fileURLToPath(import.meta.resolve(name)) });

export const mfRuntimeEsmAlias: Record<string, string> = {
  // rspack's ModuleFederationPlugin aliases `@module-federation/runtime` to require.resolve() of it.
  ...esmEntryOf('@module-federation/runtime'),
  // The runtime entry it generates imports require.resolve('@module-federation/webpack-bundler-runtime').
  ...esmEntryOf('@module-federation/webpack-bundler-runtime'),
  // `provideExternalRuntime` (the shell) adds require.resolve() of this package as a runtime plugin.
  ...esmEntryOf('@module-federation/inject-external-runtime-core-plugin'),
};
