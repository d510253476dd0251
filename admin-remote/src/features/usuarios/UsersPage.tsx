import type { User } from '@plataforma/contracts';
import { Pending, useAction } from '@plataforma/shared-auth';
import { Alert, Button, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { BLOQUEO_MSG, setBloqueo } from '../../lib/bloqueo';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { getUsers } from './api/get-users';
import { USERS_MSG } from './api/messages';
import { toggleRole } from './api/update-role';
import { CreateUserModal } from './components/CreateUserModal';
import { UserFilters } from './components/UserFilters';
import { UserList } from './components/UserList';
import { useUserFilters } from './hooks/useUserFilters';
import { usersQueryFrom, usersSearchParams } from './usersQuery';

/** The page of users the URL asks for (`?search&rol&page`, see usersQuery.ts). */
export const loader = ({ context, request }: LoaderFunctionArgs) => ({
  usuarios: getUsers(context, usersQueryFrom(new URL(request.url).searchParams), request.signal),
});

export const handle = sectionHandle('usuarios');

/**
 * 'Gestión de Usuarios' (spec-notes §2 "Admin: users"): search, role filter, role toggle, creation, pages;
 * and blocking a member (issue #20 §2).
 */
export function UsersPage() {
  const { usuarios } = useLoaderData<typeof loader>();
  const filters = useUserFilters();
  const role = useAction();
  // useAction stays pending until the list read again is on screen, so the card cannot toggle back before it shows the new role.
  const [toggling, setToggling] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  const toggle = (user: User) => {
    setToggling(user.id);
    void role.run(() => toggleRole(user), USERS_MSG.actualizarRol(user.id));
  };
  // Same action (one card busy at a time, one banner): the role or the block of a user.
  const toggleBlock = (user: User) => {
    setToggling(user.id);
    void role.run(() => setBloqueo(user, !user.bloqueado), BLOQUEO_MSG.error);
  };

  return (
    <>
      <PageTitle
        actions={
          <>
            <Button onClick={() => setCreating(true)}>Crear Usuario</Button>
            {/* The users the filters show, every page of them. */}
            <CsvExportLink path={`/users/export.csv?${usersSearchParams({ search: filters.search, rol: filters.rol, page: 1 })}`} />
          </>
        }
      >
        Gestión de Usuarios
      </PageTitle>

      <UserFilters
        searchText={filters.searchText}
        onSearchTextChange={filters.setSearchText}
        rol={filters.rol}
        onRolChange={filters.setRol}
        onClear={filters.clear}
      />

      {role.error && (
        <Alert variant="error" onClose={() => role.fail(null)}>
          {role.error}
        </Alert>
      )}
      {role.success && (
        <Alert variant="success" onClose={() => role.fail(null)}>
          {role.success}
        </Alert>
      )}

      <Pending value={usuarios} texts={{ loading: 'Cargando usuarios...', error: USERS_MSG.cargar }}>
        {(result) => (
          <UserList
            result={result}
            busyId={role.pending ? toggling : null}
            onToggleRole={toggle}
            onToggleBlock={toggleBlock}
            onPageChange={filters.goToPage}
          />
        )}
      </Pending>

      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export const Component = UsersPage;
