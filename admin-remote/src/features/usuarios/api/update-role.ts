import { isAdmin, type User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { nonEmpty } from './body';

/**
 * PATCH /api/users/:id/role to the other role, admin <-> usuario (spec-notes §4 "User role"): the
 * updated user. The server refuses self-demotion and demoting the last admin.
 */
export const toggleRole = async (user: User): Promise<User> =>
  nonEmpty((await api.patch<User>(`/users/${user.id}/role`, { rol: isAdmin(user) ? 'usuario' : 'admin' })).data);
