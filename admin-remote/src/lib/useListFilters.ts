import { USER_SEARCH_DEBOUNCE_MS } from '@plataforma/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQueryCodec } from './listQuery';

/** What a list's filters hold and do. */
export interface ListFilters<V extends string> {
  /** The search box's text, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search the list shows (the typed text once applied). */
  search: string;
  /** The select filter's value ('' for all). */
  value: V | '';
  setValue: (next: V | '') => void;
  goToPage: (page: number) => void;
  /** Also on an unfiltered list: the same URL again reads the list again. */
  clear: () => void;
}

/**
 * The filters of a paginated admin list, kept in the URL (`listQuery`): the route's loader reads the
 * list they ask for. The typed text is applied 500 ms after the last keystroke, and only when it
 * changes the search (blank text on an unfiltered list asks nothing; emptying the box brings back
 * the whole list). A new search or filter value starts at page 1; a page change keeps both.
 */
export function useListFilters<K extends string, V extends string>(codec: ListQueryCodec<K, V>): ListFilters<V> {
  const [params, setParams] = useSearchParams();
  const query = codec.from(params);
  const [searchText, setSearchText] = useState(query.search);

  // A search that comes with the URL (Back, a reload) is put in the box; one the box applied is left as typed.
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    if (searchText.trim() !== query.search) setSearchText(query.search);
  }

  const { search } = query;
  const value: V | '' = query[codec.filter];
  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    // Replaces the history entry: a pause while typing is not a page the admin would go Back to.
    const timer = setTimeout(() => setParams(codec.toParams(codec.of(typed, value)), { replace: true }), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [codec, searchText, search, value, setParams]);

  const apply = (next: typeof query) => setParams(codec.toParams(next));

  return {
    searchText,
    setSearchText,
    search,
    value,
    setValue: (next) => apply(codec.of(searchText.trim(), next)),
    goToPage: (page) => apply({ ...query, page }),
    clear: () => {
      setSearchText('');
      apply(codec.of('', ''));
    },
  };
}
