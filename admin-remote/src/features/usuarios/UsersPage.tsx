import { isAdmin, type User } from '@plataforma/contracts';
import { Pending, useUser } from '@plataforma/shared-auth';
import { Alert, Button, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { bloqueoAction, isBloqueoIntent } from '../../lib/bloqueo';
import { useBloqueo } from '../../lib/useBloqueo';
import { useConfirm } from '../../lib/useConfirm';
import { useWrite } from '../../lib/useWrite';
import { fileOf, readPosted, unknownIntent } from '../../lib/write';
import { crearUsuario } from './api/create-user';
import { getUsers } from './api/get-users';
import { USERS_MSG } from './api/messages';
import { cambiarRol } from './api/update-role';
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

/** The screen's writes: 'rol' (the role the card asks for), 'bloquear'/'desbloquear' and 'crear' (the modal, with its photo). */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, form, key } = await readPosted(request);
  if (intent === 'rol') return cambiarRol(id, body.rol);
  if (isBloqueoIntent(intent)) return bloqueoAction(intent, id, body);
  if (intent === 'crear') return crearUsuario(body, fileOf(form, 'imagen'), key);
  return unknownIntent();
}

/** The role dialog's texts: what the change gives or takes away. */
const roleDialog = (user: User) =>
  isAdmin(user)
    ? {
        title: 'Quitar rol de administrador',
        message: `¿Hacer usuario regular a ${user.nombre}? Ya no podrá entrar al panel de administración.`,
        confirmLabel: 'Hacer Usuario',
      }
    : { title: 'Hacer administrador', message: `¿Hacer administrador a ${user.nombre}? Podrá gestionar todo el sitio.`, confirmLabel: 'Hacer Admin' };

/**
 * 'Gestión de Usuarios' (spec-notes §2 "Admin: users"): search, role filter, role toggle, creation, pages;
 * and blocking a member. A role change asks first, blocking asks for a motivo, and the
 * admin's own card offers neither (the server refuses both).
 */
export function UsersPage() {
  const { usuarios } = useLoaderData<typeof loader>();
  const selfId = useUser()?.id;
  const filters = useUserFilters();
  const role = useWrite();
  // A write stays pending until the list read again is on screen, so the card cannot toggle back before it shows the new role.
  const [toggling, setToggling] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  const roleChange = useConfirm<User>((user) => {
    setToggling(user.id);
    return role.submit('rol', { id: user.id, rol: isAdmin(user) ? 'usuario' : 'admin' });
  });
  // One card busy at a time, one banner: the role or the block of a user.
  const bloqueo = useBloqueo();
  const pending = role.pending || bloqueo.write.pending;
  const success = role.success ?? bloqueo.write.success;
  // With the motivo dialog open, its failure shows inside it.
  const error = role.error ?? (bloqueo.asking ? null : bloqueo.write.error);
  const dismiss = () => {
    role.dismiss();
    bloqueo.write.dismiss();
  };
  const asking = roleChange.target && roleDialog(roleChange.target);

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

      {error && (
        <Alert variant="error" onClose={dismiss}>
          {error}
        </Alert>
      )}
      {success && (
        <Alert variant="success" onClose={dismiss}>
          {success}
        </Alert>
      )}

      <Pending value={usuarios} texts={{ loading: 'Cargando usuarios...', error: USERS_MSG.cargar }}>
        {(result) => (
          <UserList
            result={result}
            busyId={pending ? toggling : null}
            selfId={selfId}
            onToggleRole={roleChange.ask}
            onToggleBlock={(user) => {
              setToggling(user.id);
              bloqueo.toggle(user);
            }}
            onPageChange={filters.goToPage}
          />
        )}
      </Pending>

      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        message={asking?.message ?? ''}
        confirmLabel={asking?.confirmLabel}
        confirmVariant="primary"
        busy={role.pending}
        onConfirm={roleChange.confirm}
        onCancel={roleChange.cancel}
      />
      {bloqueo.dialog}
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export const Component = UsersPage;
