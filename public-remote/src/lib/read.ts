import { MAX_DB_INTEGER } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import { data, type Params } from 'react-router-dom';

/** A list endpoint; anything but an array counts as empty. */
export async function readList<T>(context: unknown, path: string): Promise<T[]> {
  const body = await loaderGet<unknown>(context, path);
  return Array.isArray(body) ? (body as T[]) : [];
}

/**
 * `/api/<resource>/<route id>`. An id that is not a number, or one no row can have (beyond the
 * database's integers, which the API refuses with a 400), is the route's 404 at once (thrown by the
 * loader); an id the API does not know is its 404 (the page's not-found text, the server's 404 page).
 */
export function readItem<T>(context: unknown, params: Params, resource: string): Promise<T> {
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_DB_INTEGER) throw data(null, { status: 404 });
  return loaderGet<T>(context, `/${resource}/${id}`);
}
