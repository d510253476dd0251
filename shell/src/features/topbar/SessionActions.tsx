import { isAdmin } from '@plataforma/contracts';
import { useSession, useUser } from '@plataforma/shared-auth';
import { Button, ButtonLink } from '@plataforma/shared-ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import type { MenuVariant } from './NavEntries';

/** Labels that differ between the desktop bar and the mobile menu (spec-notes §2). */
const labels = {
  desktop: { admin: 'Admin', logout: 'Cerrar' },
  mobile: { admin: 'Panel Admin', logout: 'Cerrar Sesión' },
} as const;

/** Log in / join for visitors; name, admin panel and logout for a signed-in user. */
export function SessionActions({ variant }: { variant: MenuVariant }) {
  const user = useUser();
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();

  if (!user) {
    return (
      <Actions $variant={variant}>
        <LightLink to={paths.login} variant="ghost" size="sm">
          INICIAR SESIÓN
        </LightLink>
        <ButtonLink to={paths.register} variant="secondary" size="sm">
          FORMA PARTE
        </ButtonLink>
      </Actions>
    );
  }

  const leave = async () => {
    await logout();
    navigate(paths.home);
  };

  return (
    <Actions $variant={variant}>
      <UserName to={paths.perfil}>{user.nombre}</UserName>
      {isAdmin(user) && (
        <ButtonLink to={paths.admin} variant="secondary" size="sm">
          {labels[variant].admin}
        </ButtonLink>
      )}
      {/* The desktop's short 'Cerrar' (spec-notes §2) is named in full: alone, it reads as closing something. */}
      <LightButton variant="ghost" size="sm" title="Cerrar sesión" aria-label={variant === 'desktop' ? 'Cerrar sesión' : undefined} onClick={leave}>
        {labels[variant].logout}
      </LightButton>
    </Actions>
  );
}

const Actions = styled.div<{ $variant: MenuVariant }>`
  display: flex;
  align-items: ${({ $variant }) => ($variant === 'mobile' ? 'stretch' : 'center')};
  flex-direction: ${({ $variant }) => ($variant === 'mobile' ? 'column' : 'row')};
  gap: 0.5rem;
`;

const UserName = styled(Link)`
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 0.35rem 0.5rem;
  &:hover { text-decoration: underline; }
`;

/** Ghost buttons on the coloured bar: white text instead of the theme's dark text. */
const LightLink = styled(ButtonLink)`
  color: inherit;
  border-color: rgba(255, 255, 255, 0.6);
`;

const LightButton = styled(Button)`
  color: inherit;
  border-color: rgba(255, 255, 255, 0.6);
`;
