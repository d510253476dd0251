import { USER_SEARCH_DEBOUNCE_MS, type Rol, type User, type UsersPage } from '@plataforma/contracts';
import { useCallback, useEffect, useState } from 'react';
import { listUsers, type UsersQuery } from '../api/list-users';

const UNFILTERED: UsersQuery = { search: '', rol: '', page: 1 };

/**
 * The users list and its filters (SPEC §4 "User role"): typing and the role select are debounced and
 * search only when there is text or a role; emptying both brings back the unfiltered list; a new
 * search starts at page 1 and a page change keeps the applied search and role.
 */
export function useUsersList() {
  const [searchText, setSearchText] = useState('');
  const [rol, setRol] = useState<Rol | ''>('');
  // The query last applied: every change to it is one request.
  const [query, setQuery] = useState<UsersQuery>(UNFILTERED);
  const [result, setResult] = useState<UsersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    listUsers(query)
      .then((page) => current && setResult(page))
      .catch((failure: Error) => current && setError(failure.message))
      .finally(() => current && setLoading(false));
    // A newer query wins: answers to older ones are ignored.
    return () => {
      current = false;
    };
  }, [query]);

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(() => {
      setQuery((applied) => {
        if (search === applied.search && rol === applied.rol) return applied;
        if (search !== '' || rol !== '') return { search, rol, page: 1 };
        return UNFILTERED;
      });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, rol]);

  const clearFilters = useCallback(() => {
    setSearchText('');
    setRol('');
    setQuery({ ...UNFILTERED });
  }, []);

  const goToPage = useCallback((page: number) => setQuery((applied) => ({ ...applied, page })), []);

  /** An updated user replaces the one with its id. */
  const replaceUser = useCallback(
    (user: User) =>
      setResult((page) => page && { ...page, users: page.users.map((item) => (item.id === user.id ? user : item)) }),
    [],
  );

  /** A created user goes first. */
  const prependUser = useCallback(
    (user: User) =>
      setResult((page) => page && { ...page, users: [user, ...page.users], total: page.total + 1 }),
    [],
  );

  return {
    searchText,
    setSearchText,
    rol,
    setRol,
    clearFilters,
    goToPage,
    result,
    loading,
    error,
    replaceUser,
    prependUser,
  };
}
