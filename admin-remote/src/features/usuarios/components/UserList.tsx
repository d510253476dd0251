import type { User, UsersPage } from '@plataforma/contracts';
import { CardGrid } from '@plataforma/shared-ui';
import { EmptyPage } from '../../../lib/EmptyPage';
import { PageFooter } from '../../../lib/PageFooter';
import { UserCard } from './UserCard';

interface UserListProps {
  result: UsersPage;
  /** The user whose role is being changed. */
  busyId: number | null;
  /** The signed-in admin: their own card offers no role or block change. */
  selfId?: number;
  onToggleRole: (user: User) => void;
  onToggleBlock: (user: User) => void;
  onPageChange: (page: number) => void;
}

/** The empty line, or the cards with the range text and the pager. */
export function UserList({ result, busyId, selfId, onToggleRole, onToggleBlock, onPageChange }: UserListProps) {
  if (result.users.length === 0) {
    return (
      <EmptyPage page={result} onPageChange={onPageChange}>
        No se encontraron usuarios.
      </EmptyPage>
    );
  }
  return (
    <>
      <CardGrid>
        {result.users.map((user) => (
          <UserCard key={user.id} user={user} busy={busyId === user.id} self={selfId === user.id} onToggleRole={onToggleRole} onToggleBlock={onToggleBlock} />
        ))}
      </CardGrid>
      <PageFooter page={result} noun="usuarios" label="Páginas de usuarios" onPageChange={onPageChange} />
    </>
  );
}

