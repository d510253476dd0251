import { ROLES, type User } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { nonEmpty } from './body';
import { USERS_MSG } from './messages';

/**
 * The action's 'rol': PATCH /api/users/:id/role to the role the card asked for, admin <-> usuario
 * (spec-notes §4 "User role"). The server refuses self-demotion and demoting the last admin.
 */
export async function cambiarRol(id: number, rol: unknown) {
  if (!ROLES.includes(rol as User['rol'])) return refuse(USERS_MSG.actualizarRol(id));
  return runWrite(async () => nonEmpty((await api.patch<User>(`/users/${id}/role`, { rol })).data), USERS_MSG.actualizarRol(id));
}
