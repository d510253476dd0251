import { useParams } from 'react-router-dom';
import { PageNotFoundError, type LoaderContext, type PageHead } from '@plataforma/contracts';
import { useDocumentTitle } from '@plataforma/shared-ui';
import { useLoad } from './useLoad';

const statusOf = (error: unknown): number | undefined => {
  const e = error as { status?: number; response?: { status?: number } } | null;
  return e?.status ?? e?.response?.status;
};

/**
 * GET `/api<path>`. On the server (absolute `apiBase`) with fetch; in the browser through the shared
 * HTTP client, loaded on demand, so a server-rendered page never downloads it to hydrate.
 */
export async function getJson<T>({ apiBase }: Pick<LoaderContext, 'apiBase'>, path: string): Promise<T> {
  if (apiBase) {
    const response = await fetch(`${apiBase}/api${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw Object.assign(new Error(`GET /api${path}: ${response.status}`), { status: response.status });
    return (await response.json()) as T;
  }
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.get<T>(path);
  return data;
}

/** A list endpoint; anything but an array counts as empty. */
export async function getList<T>(context: Pick<LoaderContext, 'apiBase'>, path: string): Promise<T[]> {
  const data = await getJson<unknown>(context, path);
  return Array.isArray(data) ? (data as T[]) : [];
}

/** `/api/<resource>/<route id>`: an id that is not a number, or the API's 404, is the page's 404. */
export async function getItem<T>(context: LoaderContext, resource: string, what: string): Promise<T> {
  const id = context.params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new PageNotFoundError(what);
  try {
    return await getJson<T>(context, `/${resource}/${id}`);
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 400) throw new PageNotFoundError(what);
    throw error;
  }
}

export interface PageDefinition<T> {
  loader: (context: LoaderContext) => Promise<T>;
  head: (data: T) => PageHead;
}

/**
 * A page's data: the server's (`initial`, on the first render after server rendering) or loaded in
 * the browser on client navigation, by the page's own loader; the document title follows the data.
 */
export function usePageData<T>(page: PageDefinition<T>, initial: T | undefined) {
  const params = useParams();
  const load = useLoad(() => page.loader({ apiBase: '', params }), initial, params.id);
  useDocumentTitle(load.status === 'ready' ? page.head(load.data).title : undefined);
  return load;
}
