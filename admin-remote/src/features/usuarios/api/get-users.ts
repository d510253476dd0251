import { USER_PAGE_SIZE, type Rol, type User, type UsersPage } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { prepend } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { USERS_MSG } from './messages';

export interface UsersQuery {
  search: string;
  /** '' means every role. */
  rol: Rol | '';
  page: number;
}

/** GET /api/users?search&rol&page&limit: one page of users; empty filters stay out of the query. */
export const getUsers = ({ search, rol, page }: UsersQuery, signal?: AbortSignal): Promise<UsersPage> =>
  request(
    () =>
      api.get<UsersPage>('/users', {
        params: { search: search || undefined, rol: rol || undefined, page, limit: USER_PAGE_SIZE },
        signal,
      }),
    { fallback: USERS_MSG.cargar },
  );

/** Every cached page of users starts with this key. */
export const USERS_KEY = ['users'] as const;

/** One entry per filter and page: a new one aborts the request of the one it replaces. */
export const usersQuery = (query: UsersQuery) =>
  queryOptions({ queryKey: [...USERS_KEY, query], queryFn: ({ signal }) => getUsers(query, signal) });

export const useUsers = (query: UsersQuery) => useQuery(usersQuery(query));

/** A created user goes first on the page shown and counts in its total (spec-notes §4). */
export const withCreatedUser = (user: User) => (page?: UsersPage) =>
  page && { ...page, users: prepend(user)(page.users), total: page.total + 1 };
