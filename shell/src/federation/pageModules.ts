import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageModule } from '@plataforma/contracts';
import type { ComponentType } from 'react';
import type { RemoteName } from '@plataforma/contracts';

/** An exposed page module, typed for React (the contract in `contracts` does not depend on React). */
export type LoadedPage = Omit<PageModule, 'default'> & { default: ComponentType<{ data?: unknown }> };

const loaded = new Map<string, LoadedPage>();

/** Loads an exposed page through the federation runtime and remembers it for synchronous renders. */
export async function loadPageModule(id: string): Promise<LoadedPage> {
  const page = await loadRemote<LoadedPage>(id);
  if (!page?.default) throw new Error(`${id} no está disponible.`);
  loaded.set(id, page);
  return page;
}

/**
 * A page module already loaded: the server loads it before rendering and the browser before
 * hydrating, so both render the same tree without a Suspense fallback.
 */
export const loadedPageModule = (id: string): LoadedPage | undefined => loaded.get(id);

/** Forgets every loaded module of a remote (the server after a redeploy of that remote). */
export function forgetPageModules(remote: RemoteName): void {
  for (const id of loaded.keys()) if (id.startsWith(`${remote}/`)) loaded.delete(id);
}
