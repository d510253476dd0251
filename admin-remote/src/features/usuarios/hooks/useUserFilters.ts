import { useListFilters } from '../../../lib/useListFilters';
import { usersQuery } from '../usersQuery';

/**
 * The filters of the users list (spec-notes §4 "User role"), kept in the URL: search (applied 500 ms
 * after the last keystroke), role and page; see `useListFilters`.
 */
export function useUserFilters() {
  const { value: rol, setValue: setRol, ...filters } = useListFilters(usersQuery);
  return { ...filters, rol, setRol };
}
