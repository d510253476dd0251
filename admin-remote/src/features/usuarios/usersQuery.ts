import type { Rol } from '@plataforma/contracts';
import { listQuery, type ListQuery } from '../../lib/listQuery';

/** Which users the list shows (`?search=ana&rol=admin&page=2`): the users screen keeps it in the URL. */
export type UsersQuery = ListQuery<'rol', Rol>;

/** The roles the filter offers (spec-notes §6: moderador exists, but the interface offers no way to use it). */
const FILTER_ROLES: readonly Rol[] = ['admin', 'usuario'];

export const usersQuery = listQuery('rol', FILTER_ROLES);

export const usersQueryFrom = usersQuery.from;

export const usersSearchParams = usersQuery.toParams;
