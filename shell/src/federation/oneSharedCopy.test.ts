import { createOneSharedCopy } from './oneSharedCopy';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerGlobalPlugins: jest.fn() }));

const VERSION = '7.18.5';
const ROUTER = 'react-router-dom';

/** A share scope holding the shell's shaken copy of `library`, whose module has `exports`. */
function scopeWith(library: string, exports: Record<string, unknown>) {
  const shakenGetter = jest.fn(async () => () => exports);
  const shared = { version: VERSION, treeShaking: { get: shakenGetter } };
  return { shareScopeMap: { default: { [library]: { [VERSION]: shared } } }, shared, shakenGetter };
}

type Plugin = ReturnType<typeof createOneSharedCopy>;
type Scope = ReturnType<typeof scopeWith>;

/** One container's request: what the plugin lets through, and the copy it then hands out (`undefined`: the runtime's own choice). */
async function request(plugin: Plugin, scope: Scope, library: string, usedExports: string[]) {
  const args = { pkgName: library, shareInfo: { treeShaking: { usedExports } }, origin: { shareScopeMap: scope.shareScopeMap }, shared: {} };
  await plugin.beforeLoadShare?.(args as never);
  const resolved = plugin.resolveShare?.({ shareScopeMap: scope.shareScopeMap, scope: 'default', pkgName: library, version: VERSION, resolver: () => undefined } as never);
  const choice = (resolved as { resolver: () => { shared: unknown; useTreesShaking: boolean } | undefined }).resolver();
  if (choice) expect(choice.shared).toBe(scope.shared);
  return choice && (choice.useTreesShaking ? 'shaken' : 'complete');
}

describe('one copy of each tree-shaken shared library per page', () => {
  it('hands out the shaken copy while it has what each container imports', async () => {
    const plugin = createOneSharedCopy({ complete: false, reload: jest.fn() });
    const scope = scopeWith(ROUTER, { Link: 1, useLocation: 1 });
    expect(await request(plugin, scope, ROUTER, ['Link'])).toBe('shaken');
    expect(await request(plugin, scope, ROUTER, ['Link', 'useLocation'])).toBe('shaken');
  });

  it("counts the default export's members as there: `div` of `styled.div`", async () => {
    const plugin = createOneSharedCopy({ complete: false, reload: jest.fn() });
    const scope = scopeWith('styled-components', { default: { div: 1 }, css: 1 });
    expect(await request(plugin, scope, 'styled-components', ['default', 'div', 'css'])).toBe('shaken');
  });

  it('hands out the complete copy to every container once the first request needs more than the shaken one', async () => {
    const reload = jest.fn();
    const plugin = createOneSharedCopy({ complete: false, reload });
    const scope = scopeWith(ROUTER, { Link: 1 });
    expect(await request(plugin, scope, ROUTER, ['Link', 'useHref'])).toBe('complete');
    expect(await request(plugin, scope, ROUTER, ['Link'])).toBe('complete');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again when a container needs more than the shaken copy already handed out, and never answers it', async () => {
    const reload = jest.fn(() => true);
    const plugin = createOneSharedCopy({ complete: false, reload });
    const scope = scopeWith(ROUTER, { Link: 1 });
    expect(await request(plugin, scope, ROUTER, ['Link'])).toBe('shaken');
    const late = plugin.beforeLoadShare?.({ pkgName: ROUTER, shareInfo: { treeShaking: { usedExports: ['useHref'] } }, origin: { shareScopeMap: scope.shareScopeMap } } as never);
    const outcome = await Promise.race([Promise.resolve(late).then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts with the complete copies when this tab already needed them, without reading the shaken one', async () => {
    const plugin = createOneSharedCopy({ complete: true, reload: jest.fn() });
    const scope = scopeWith(ROUTER, { Link: 1 });
    expect(await request(plugin, scope, ROUTER, ['Link'])).toBe('complete');
    expect(scope.shakenGetter).not.toHaveBeenCalled();
  });

  it('leaves the other shared libraries to the runtime', async () => {
    const plugin = createOneSharedCopy({ complete: true, reload: jest.fn() });
    const scope = scopeWith('react', { useState: 1 });
    expect(await request(plugin, scope, 'react', ['useState'])).toBeUndefined();
  });
});
