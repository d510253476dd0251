import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageModuleId, REMOTE_PAGES, type RemotePageRoute } from '@plataforma/contracts';
import type { RouteObject } from 'react-router-dom';

/** What a remote's exposed page module holds: a React Router route module. */
export type RouteModule = Pick<RouteObject, 'loader' | 'action' | 'Component' | 'handle' | 'ErrorBoundary' | 'HydrateFallback'>;

/** The remote (or its network) failed: the route's error boundary offers a retry, the top bar keeps working. */
export class RemoteUnavailableError extends Error {
  constructor(id: string, options?: ErrorOptions) {
    super(`${id} no está disponible.`, options);
    this.name = 'RemoteUnavailableError';
  }
}

const REMOTE_ROUTE_IDS = new Set(REMOTE_PAGES.map((page) => pageModuleId(page.remote, page.module)));

/** A route of the page map: its id is its module's federation id (`public_remote/Home`). */
export const isRemoteRouteId = (id: string | undefined): boolean => id !== undefined && REMOTE_ROUTE_IDS.has(id);

/**
 * Loads an exposed module through the federation runtime; a failed load, or a module without what
 * `complete` asks of it, is the remote being unavailable.
 */
export async function loadExposed<T>(id: string, complete: (module: T) => boolean): Promise<T> {
  let module: T | null | undefined;
  try {
    module = await loadRemote<T>(id);
  } catch (error) {
    throw new RemoteUnavailableError(id, { cause: error });
  }
  if (!module || !complete(module)) throw new RemoteUnavailableError(id);
  return module;
}

/**
 * A page of the page map as a lazy route: React Router loads the remote's route module on the first
 * visit (server render, hydration or navigation), then runs its loader.
 */
export const remoteRoute = ({ path, remote, module }: RemotePageRoute): RouteObject => ({
  id: pageModuleId(remote, module),
  path,
  async lazy() {
    const { loader, action, Component, handle } = await loadExposed<RouteModule>(pageModuleId(remote, module), (page) => Boolean(page.Component));
    return { loader, action, Component, handle };
  },
});
