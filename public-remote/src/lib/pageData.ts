import { useParams } from 'react-router-dom';
import type { LoaderContext, PageHead } from '@plataforma/contracts';
import { useDocumentTitle } from '@plataforma/shared-ui';
import { useLoad } from './useLoad';

/**
 * GET `/api<path>` with fetch: `apiBase` is the API's origin on the server and '' in the browser. A
 * public read needs none of the shared client's machinery (CSRF, session expiry, uploads), so pages do
 * not download it to read; cookies go along, so a member's own data (`yaVotaste`) comes back too.
 */
export async function getJson<T>({ apiBase }: Pick<LoaderContext, 'apiBase'>, path: string): Promise<T> {
  const response = await fetch(`${apiBase}/api${path}`);
  if (!response.ok) throw Object.assign(new Error(`GET /api${path}: ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

/** A list endpoint; anything but an array counts as empty. */
export async function getList<T>(context: Pick<LoaderContext, 'apiBase'>, path: string): Promise<T[]> {
  const data = await getJson<unknown>(context, path);
  return Array.isArray(data) ? (data as T[]) : [];
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
  const load = useLoad(() => page.loader({ apiBase: '', params }), initial);
  useDocumentTitle(load.status === 'ready' ? page.head(load.data).title : undefined);
  return load;
}
