import { USER_SEARCH_DEBOUNCE_MS, type Rol } from '@plataforma/contracts';
import { useEffect, useState } from 'react';
import type { UsersQuery } from '../api/get-users';

const UNFILTERED: UsersQuery = { search: '', rol: '', page: 1 };

/**
 * The filters of the users list (spec-notes §4 "User role"): the text and role as the admin edits them, and
 * the query they apply 500 ms after the last edit, only when there is text or a role (emptying both
 * brings back the unfiltered list). A new search starts at page 1; a page change keeps search and role.
 */
export function useUserFilters() {
  const [searchText, setSearchText] = useState('');
  const [rol, setRol] = useState<Rol | ''>('');
  const [query, setQuery] = useState<UsersQuery>(UNFILTERED);

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(() => {
      setQuery((applied) => {
        if (search === applied.search && rol === applied.rol) return applied;
        return search !== '' || rol !== '' ? { search, rol, page: 1 } : UNFILTERED;
      });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, rol]);

  const clear = () => {
    setSearchText('');
    setRol('');
    setQuery(UNFILTERED);
  };

  const goToPage = (page: number) => setQuery((applied) => ({ ...applied, page }));

  return { searchText, setSearchText, rol, setRol, query, clear, goToPage };
}
