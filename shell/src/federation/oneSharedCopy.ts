import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';

/**
 * One copy of each tree-shaken shared library (react-router-dom, styled-components) per page, whatever the
 * remotes import. The shell's build keeps in its copies what the remotes imported when it was built; a remote
 * deployed since may import more. Two copies of either library break the page (the router's contexts, the
 * styled-components theme), and the federation runtime either hands out the shaken copy unchecked or, its
 * documented fallback, loads a complete copy beside it. So every container's request for these libraries passes
 * through here and gets the one copy the page uses: the shell's shaken copy while it has what each consumer
 * imports, else the shell's complete copy (`independent-packages/`, built with the shell), chosen before either
 * is handed out. A consumer that needs more than the shaken copy already handed out cannot get a second copy:
 * the page is loaded again, starting with the complete copies (remembered for this tab and shell build).
 * docs/toolchain.md "A remote deployed alone that imports more".
 */

type Copy = 'shaken' | 'complete';

/** The libraries the builds tree-shake (rsbuild.shared.ts `TREE_SHAKEN`). */
const TREE_SHAKEN = ['react-router-dom', 'styled-components'];

declare const __webpack_hash__: string;
/** Set in this tab when a page needed more than the shaken copies: its pages start with the complete ones. */
const COMPLETE_COPIES_KEY = 'pj-complete-shared';

function startsComplete(): boolean {
  try {
    return sessionStorage.getItem(COMPLETE_COPIES_KEY) === __webpack_hash__;
  } catch {
    return false;
  }
}

/** Loads the page again with the complete copies; false when the choice cannot be remembered (no storage): loading again would loop. */
function reloadWithCompleteCopies(): boolean {
  try {
    sessionStorage.setItem(COMPLETE_COPIES_KEY, __webpack_hash__);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

type ModuleExports = Record<string, unknown>;

/**
 * The names a consumer imports that `exports` lacks. The bundler lists the members used on the default export
 * too (`div` of `styled.div`): a member of the default export is there with it.
 */
function missingFrom(exports: ModuleExports, imported: readonly string[]): string[] {
  const byDefault = Object(exports.default) as ModuleExports;
  return imported.filter((name) => !(name in exports) && !(name in byDefault));
}

/** The plugin with its own record of the copies handed out: one per page. */
export function createOneSharedCopy({ complete = startsComplete(), reload = reloadWithCompleteCopies } = {}): ModuleFederationRuntimePlugin {
  const chosen = new Map<string, Copy>(complete ? TREE_SHAKEN.map((name) => [name, 'complete']) : []);
  return {
    name: 'plataforma:one-shared-copy',
    async beforeLoadShare(args) {
      const { pkgName, shareInfo, origin } = args;
      if (!TREE_SHAKEN.includes(pkgName) || chosen.get(pkgName) === 'complete') return args;
      const registered = Object.values(origin.shareScopeMap.default?.[pkgName] ?? {})[0];
      const shakenGetter = registered?.treeShaking?.get;
      if (!shakenGetter) return args;
      // The shaken copy is the shell's own chunk, preloaded with the page: its exports say what it kept.
      const missing = missingFrom((await shakenGetter())() as ModuleExports, shareInfo?.treeShaking?.usedExports ?? []);
      if (missing.length === 0) {
        if (!chosen.has(pkgName)) chosen.set(pkgName, 'shaken');
      } else if (!chosen.has(pkgName)) {
        chosen.set(pkgName, 'complete');
      } else if (reload()) {
        // The page is being replaced: the consumer never gets a copy that lacks what it imports.
        return new Promise<never>(() => {});
      }
      return args;
    },
    resolveShare(args) {
      const copy = chosen.get(args.pkgName);
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!copy || !shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: copy === 'shaken' }) };
    },
  };
}

/** The shell's instance gets the plugin from its build; registered globally, the remotes' instances get it as well. */
export default function oneSharedCopyPlugin(): ModuleFederationRuntimePlugin {
  const plugin = createOneSharedCopy();
  registerGlobalPlugins([plugin]);
  return plugin;
}
