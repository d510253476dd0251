import { isAdmin, type Rol, type User, type UsersPage } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replace } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { USERS_KEY } from './get-users';
import { USERS_MSG } from './messages';

/** PATCH /api/users/:id/role: the server refuses self-demotion and demoting the last admin. */
export const updateRole = (id: number, rol: Rol): Promise<User> =>
  request(() => api.patch<User>(`/users/${id}/role`, { rol }), { fallback: USERS_MSG.actualizarRol(id) });

/**
 * Toggles admin <-> usuario at once, without a confirmation (spec-notes §4 "User role"); the updated user
 * replaces its card wherever a cached page shows it.
 */
export function useToggleRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => updateRole(user.id, isAdmin(user) ? 'usuario' : 'admin'),
    onSuccess: (updated) =>
      queryClient.setQueriesData<UsersPage>({ queryKey: USERS_KEY }, (page) => page && { ...page, users: replace(updated)(page.users) }),
  });
}
