import { isAdmin, type User } from '@plataforma/contracts';
import { Badge, Button, Card } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { bloqueoLabel } from '../../../lib/bloqueo';
import { CardHeader } from '../../../lib/CardHeader';

interface UserCardProps {
  user: User;
  busy: boolean;
  /** The signed-in admin's own card: no role toggle, no block (the server refuses both). */
  self: boolean;
  onToggleRole: (user: User) => void;
  onToggleBlock: (user: User) => void;
}

/**
 * One user: nombre, email, ID, role and blocked badges, the role toggle and (for members) the block
 * toggle; on the admin's own card, the 'Tu cuenta' badge instead of the buttons.
 */
export function UserCard({ user, busy, self, onToggleRole, onToggleBlock }: UserCardProps) {
  const admin = isAdmin(user);
  return (
    <Card>
      <CardHeader>
        <h2>{user.nombre}</h2>
        <Badge tone={admin ? 'primary' : 'neutral'}>{admin ? 'Administrador' : 'Usuario Regular'}</Badge>
        {user.bloqueado && <Badge tone="danger">Bloqueado</Badge>}
        {self && <Badge tone="neutral">Tu cuenta</Badge>}
      </CardHeader>
      <Detail>{user.email}</Detail>
      <Detail>ID: {user.id}</Detail>
      {!self && (
        <Button
          size="sm"
          variant={admin ? 'secondary' : 'primary'}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => onToggleRole(user)}
        >
          {admin ? 'Hacer Usuario' : 'Hacer Admin'}
        </Button>
      )}
      {/* An admin is never blocked (the server refuses): the button is for members only. */}
      {!admin && !self && (
        <Button
          size="sm"
          variant={user.bloqueado ? 'secondary' : 'danger'}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => onToggleBlock(user)}
        >
          {bloqueoLabel(user.bloqueado)}
        </Button>
      )}
    </Card>
  );
}

const Detail = styled.p`
  margin: 0.35rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
