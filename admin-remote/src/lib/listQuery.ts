/**
 * A list screen's query kept in the URL (`?search=ana&rol=admin&page=2`): a search text, one select
 * filter (named `K`, one of `values`) and the page, so a reload or Back shows the same list. The users
 * and affiliations screens; their loaders read it, their filters write it (`useListFilters`).
 */
export type ListQuery<K extends string, V extends string> = { search: string; page: number } & { [P in K]: V | '' };

export interface ListQueryCodec<K extends string, V extends string> {
  /** The select filter's name, in the URL and in the query. */
  filter: K;
  /** A query of this search and filter value ('' for all), page 1 unless told. */
  of(search: string, value: V | '', page?: number): ListQuery<K, V>;
  /** Anything missing or unknown in the URL reads as no filter, page 1. */
  from(params: URLSearchParams): ListQuery<K, V>;
  /** The search params of a query; the unfiltered first page is the bare URL. */
  toParams(query: ListQuery<K, V>): URLSearchParams;
}

export function listQuery<K extends string, V extends string>(filter: K, values: readonly V[]): ListQueryCodec<K, V> {
  const of = (search: string, value: V | '', page = 1) => ({ search, [filter]: value, page }) as ListQuery<K, V>;
  return {
    filter,
    of,
    from(params) {
      const value = params.get(filter);
      const page = Number(params.get('page'));
      return of(params.get('search')?.trim() ?? '', values.find((known) => known === value) ?? '', Number.isInteger(page) && page > 1 ? page : 1);
    },
    toParams(query) {
      const params = new URLSearchParams();
      const value: V | '' = query[filter];
      if (query.search) params.set('search', query.search);
      if (value) params.set(filter, value);
      if (query.page > 1) params.set('page', String(query.page));
      return params;
    },
  };
}
