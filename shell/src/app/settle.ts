const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * A loader's data with each of its pending values arrived: loaders return `{ noticias: Promise }` so a
 * page in the browser shows its loading text at once; the server renders, and a page's head is
 * computed from, the settled object. Rejects as the first value rejects.
 */
export async function settle(data: unknown): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, isThenable(value) ? await value : value]));
  return Object.fromEntries(entries);
}
