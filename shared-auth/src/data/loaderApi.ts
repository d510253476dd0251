import type { User } from '@plataforma/contracts';
import type { ApiClient } from '../api/client';
import type { RequestOptions } from '../api/types';

/** What the server render hands every route loader (React Router's `requestContext`). */
export interface LoaderContext {
  /** The shared client's shape, answered by the API in process with the browser's cookies. */
  api: ApiClient;
  /** The session's user (null for a visitor): a page is rendered for whoever asked for it. */
  user: User | null;
}

/**
 * The HTTP client a route loader reads with: the server render's, or in the browser the shared one,
 * loaded on the first read. A server-rendered first page is hydrated from its HTML and reads
 * nothing, so a visitor's first page does not download the client.
 */
export async function loaderApi(context: unknown): Promise<ApiClient> {
  const server = (context as Partial<LoaderContext> | undefined)?.api;
  return server ?? (await import('@plataforma/shared-auth/api')).api;
}

/** GET `/api<path>` for a route loader, through `loaderApi(context)`: the answer's body (a failure is left to `<Pending>`). */
export async function loaderGet<T>(context: unknown, path: string, options?: RequestOptions): Promise<T> {
  const api = await loaderApi(context);
  return (await api.get<T>(path, options)).data;
}

/** True in the server render (its loaders and actions get the request's client and user). */
export const isServerRender = (context: unknown): context is LoaderContext => Boolean((context as Partial<LoaderContext> | undefined)?.api);
