import { Alert, Button, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { CreateUserModal } from './components/CreateUserModal';
import { UserFilters } from './components/UserFilters';
import { UserList } from './components/UserList';
import { useRoleToggle } from './hooks/useRoleToggle';
import { useUsersList } from './hooks/useUsersList';

/** 'Gestión de Usuarios' (SPEC "Admin: users"): search, role filter, role toggle, creation, pages. */
export function UsersPage() {
  const list = useUsersList();
  const role = useRoleToggle(list.replaceUser);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>Crear Usuario</Button>}>Gestión de Usuarios</PageTitle>

      <UserFilters
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        rol={list.rol}
        onRolChange={list.setRol}
        onClear={list.clearFilters}
      />

      {list.error && <Alert variant="error">{list.error}</Alert>}
      {role.error && (
        <Alert variant="error" onClose={role.dismissError}>
          {role.error}
        </Alert>
      )}

      <UserList
        result={list.result}
        loading={list.loading}
        pendingId={role.pendingId}
        onToggleRole={role.toggle}
        onPageChange={list.goToPage}
      />

      <CreateUserModal open={creating} onClose={() => setCreating(false)} onCreated={list.prependUser} />
    </>
  );
}
