import { loaderGet } from '@plataforma/shared-auth';
import { USER_PAGE_SIZE, type UsersPage } from '@plataforma/contracts';
import type { UsersQuery } from '../usersQuery';
import { nonEmpty } from './body';

/** GET /api/users?search&rol&page&limit: one page of users; empty filters stay out of the query. */
export const getUsers = async (context: unknown, { search, rol, page }: UsersQuery, signal: AbortSignal): Promise<UsersPage> =>
  nonEmpty(await loaderGet<UsersPage>(context, '/users', { params: { search: search || undefined, rol: rol || undefined, page, limit: USER_PAGE_SIZE }, signal }));
