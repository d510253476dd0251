import { USER_SEARCH_DEBOUNCE_MS, type Rol } from '@plataforma/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usersQueryFrom, usersSearchParams, type UsersQuery } from '../usersQuery';

const UNFILTERED: UsersQuery = { search: '', rol: '', page: 1 };

/**
 * The filters of the users list (spec-notes §4 "User role"), kept in the URL: the route's loader reads
 * the list they ask for. The typed text is applied 500 ms after the last keystroke, and only when it
 * changes the search (blank text on an unfiltered list asks nothing; emptying the box brings back
 * every user). A new search or role starts at page 1; a page change keeps search and role.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const query = usersQueryFrom(params);
  const [searchText, setSearchText] = useState(query.search);

  // A search that comes with the URL (Back, a reload) is put in the box; one the box applied is left as typed.
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    if (searchText.trim() !== query.search) setSearchText(query.search);
  }

  const { search, rol } = query;
  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    // Replaces the history entry: a pause while typing is not a page the admin would go Back to.
    const timer = setTimeout(() => setParams(usersSearchParams({ search: typed, rol, page: 1 }), { replace: true }), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, rol, setParams]);

  const apply = (next: UsersQuery) => setParams(usersSearchParams(next));

  return {
    searchText,
    setSearchText,
    /** The search the list shows (the typed text once applied). */
    search,
    rol,
    setRol: (next: Rol | '') => apply({ search: searchText.trim(), rol: next, page: 1 }),
    goToPage: (page: number) => apply({ ...query, page }),
    /** Also on an unfiltered list: the same URL again reads the list again. */
    clear: () => {
      setSearchText('');
      apply(UNFILTERED);
    },
  };
}
