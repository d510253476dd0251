import type { Rol, User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { USERS_MSG } from './messages';

/** PATCH /api/users/:id/role: the server refuses self-demotion and demoting the last admin. */
export const updateRole = (id: number, rol: Rol): Promise<User> =>
  request(() => api.patch<User>(`/users/${id}/role`, { rol }), { fallback: USERS_MSG.actualizarRol(id) });
