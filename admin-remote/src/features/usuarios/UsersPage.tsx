import type { User } from '@plataforma/contracts';
import { Alert, Button, PageTitle } from '@plataforma/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadState } from '../../lib/load-state';
import { usersQuery, useUsers, withCreatedUser } from './api/get-users';
import { useToggleRole } from './api/update-role';
import { CreateUserModal } from './components/CreateUserModal';
import { UserFilters } from './components/UserFilters';
import { UserList } from './components/UserList';
import { useUserFilters } from './hooks/useUserFilters';

/** 'Gestión de Usuarios' (spec-notes §2 "Admin: users"): search, role filter, role toggle, creation, pages. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const filters = useUserFilters();
  const users = useUsers(filters.query);
  const list = loadState(users);
  const role = useToggleRole();
  const [creating, setCreating] = useState(false);

  const clearFilters = () => {
    // 'Limpiar filtros' always loads the list again, also when the query it applies is the current one.
    const { search, rol, page } = filters.query;
    if (!search && !rol && page === 1) void users.refetch();
    filters.clear();
  };

  const showCreated = (user: User) => queryClient.setQueryData(usersQuery(filters.query).queryKey, withCreatedUser(user));

  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>Crear Usuario</Button>}>Gestión de Usuarios</PageTitle>

      <UserFilters
        searchText={filters.searchText}
        onSearchTextChange={filters.setSearchText}
        rol={filters.rol}
        onRolChange={filters.setRol}
        onClear={clearFilters}
      />

      {list.error && <Alert variant="error">{list.error}</Alert>}
      {role.error && (
        <Alert variant="error" onClose={role.reset}>
          {role.error.message}
        </Alert>
      )}

      <UserList
        result={list.data ?? null}
        loading={list.loading}
        pendingId={role.isPending ? role.variables.id : null}
        onToggleRole={(user) => role.mutate(user)}
        onPageChange={filters.goToPage}
      />

      <CreateUserModal open={creating} onClose={() => setCreating(false)} onCreated={showCreated} />
    </>
  );
}
