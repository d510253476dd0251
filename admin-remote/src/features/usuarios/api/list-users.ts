import { USER_PAGE_SIZE, type Rol, type UsersPage } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { USERS_MSG } from './messages';

export interface UsersQuery {
  search: string;
  /** '' means every role. */
  rol: Rol | '';
  page: number;
}

/** GET /api/users?search&rol&page&limit: one page of users; empty filters stay out of the query. */
export const listUsers = ({ search, rol, page }: UsersQuery): Promise<UsersPage> =>
  request(
    () =>
      api.get<UsersPage>('/users', {
        params: { search: search || undefined, rol: rol || undefined, page, limit: USER_PAGE_SIZE },
      }),
    { fallback: USERS_MSG.cargar },
  );
