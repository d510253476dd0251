/**
 * The exports of the tree-shaken shared libraries each remote uses, from the bundler's module graph.
 * A tree-shaken shared copy keeps the exports its own build imports plus `treeShaking.usedExports`, and
 * the shell's copies serve every remote (`shareStrategy: 'loaded-first'`): a remote that uses an export the
 * shell's shaken copy lacks makes its pages load the shell's complete copy instead, ~24 KB more
 * (shell/src/federation/oneSharedCopy.ts). So each remote's browser build writes what its modules import to
 * `dist/shared-imports.json`, and the shell's build, which `npm run build` runs after the remotes, passes
 * their union as `usedExports`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Rspack } from '@rsbuild/core';

export const SHARED_IMPORTS_FILE = 'shared-imports.json';

/**
 * The plugin's name. The federation plugin builds each tree-shaken library's fallback with the build's own
 * plugins; naming this one in `treeShakingSharedExcludePlugins` keeps it out of those builds.
 */
export const SHARED_IMPORTS_PLUGIN = 'plataforma:shared-imports';

/** Library → the names imported from it, sorted. */
export type SharedImports = Record<string, string[]>;

/**
 * Records, for each of `libraries`, the first name of every import of it in the build's module graph
 * (`Link` of `<Link>`, `default` of `styled.div`), as the bundler resolved them to the shared module.
 */
export function sharedImportsPlugin(libraries: readonly string[]) {
  return {
    name: SHARED_IMPORTS_PLUGIN,
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.thisCompilation.tap(SHARED_IMPORTS_PLUGIN, (compilation) => {
        compilation.hooks.processAssets.tap({ name: SHARED_IMPORTS_PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const used = new Map(libraries.map((library) => [library, new Set<string>()]));
          for (const module of compilation.modules) {
            for (const { dependency, module: target } of compilation.moduleGraph.getOutgoingConnections(module)) {
              const names = used.get(dependency.request ?? '');
              // `esm import` is the import statement itself: each name it brings is a specifier dependency of its own.
              if (!names || target?.type !== 'consume-shared-module' || dependency.type === 'esm import') continue;
              const name = dependency.ids?.[0];
              if (!name) {
                throw new Error(
                  `${module.readableIdentifier()} uses ${dependency.request} as a whole (${dependency.type}): import the names it uses, ` +
                    "so that the shell's shared copy keeps them.",
                );
              }
              names.add(name);
            }
          }
          const record: SharedImports = Object.fromEntries([...used].map(([library, names]) => [library, [...names].sort()]));
          compilation.emitAsset(SHARED_IMPORTS_FILE, new rspack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
        });
      });
    },
  };
}

/**
 * The union of the remotes' records (`distDirs`: each remote's build folder). A record that is missing or
 * lacks one of `libraries` fails the build: the shell would otherwise ship a shared copy without exports a
 * remote uses.
 */
export function readSharedImports(distDirs: readonly string[], libraries: readonly string[]): SharedImports {
  const union = new Map(libraries.map((library) => [library, new Set<string>()]));
  for (const dir of distDirs) {
    const file = join(dir, SHARED_IMPORTS_FILE);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing. Build the remotes before the shell (npm run build does): the shell's shared ${libraries.join(' and ')} keep the exports the remotes use.`);
    }
    const record: Partial<SharedImports> = JSON.parse(readFileSync(file, 'utf8'));
    for (const [library, names] of union) {
      const recorded = record[library];
      if (!recorded) throw new Error(`${file} does not list the imports of ${library}: build that remote again.`);
      for (const name of recorded) names.add(name);
    }
  }
  return Object.fromEntries([...union].map(([library, names]) => [library, [...names].sort()]));
}
