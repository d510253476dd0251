import { PageNotFoundError, type LoaderContext } from '@plataforma/contracts';
import { getJson } from './pageData';

/** `/api/<resource>/<route id>`: an id that is not a number, or the API's 404, is the page's 404. */
export async function getItem<T>(context: LoaderContext, resource: string, what: string): Promise<T> {
  const id = context.params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new PageNotFoundError(what);
  try {
    return await getJson<T>(context, `/${resource}/${id}`);
  } catch (error) {
    const { status } = error as { status?: number };
    if (status === 404 || status === 400) throw new PageNotFoundError(what);
    throw error;
  }
}
