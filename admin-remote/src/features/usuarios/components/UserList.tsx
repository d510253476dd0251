import type { User, UsersPage } from '@plataforma/contracts';
import { CardGrid, Pager, StatusMessage } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { UserCard } from './UserCard';

interface UserListProps {
  result: UsersPage;
  /** The user whose role is being changed. */
  busyId: number | null;
  onToggleRole: (user: User) => void;
  onToggleBlock: (user: User) => void;
  onPageChange: (page: number) => void;
}

/** The empty line, or the cards with the range text and the pager. */
export function UserList({ result, busyId, onToggleRole, onToggleBlock, onPageChange }: UserListProps) {
  if (result.users.length === 0) return <StatusMessage>No se encontraron usuarios.</StatusMessage>;

  const first = (result.page - 1) * result.limit + 1;
  const last = Math.min(result.page * result.limit, result.total);
  return (
    <>
      <CardGrid>
        {result.users.map((user) => (
          <UserCard key={user.id} user={user} busy={busyId === user.id} onToggleRole={onToggleRole} onToggleBlock={onToggleBlock} />
        ))}
      </CardGrid>
      <Range>{`Mostrando ${first} a ${last} de ${result.total} usuarios`}</Range>
      <Pager page={result.page} totalPages={result.totalPages} onPageChange={onPageChange} label="Páginas de usuarios" />
    </>
  );
}

const Range = styled.p`
  margin: 1rem 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
