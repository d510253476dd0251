import { useUser } from '@plataforma/shared-auth';
import { mediaUrl, PageSection, StatusMessage } from '@plataforma/shared-ui';
import { Navigate, useLoaderData, useNavigation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DOS_PASOS_PARAM, paths } from '../../app/paths';
import type { ProfileData } from './loader';
import { ChangeEmailForm } from './sections/ChangeEmailForm';
import { ChangePasswordForm } from './sections/ChangePasswordForm';
import { DeleteAccount } from './sections/DeleteAccount';
import { DownloadData } from './sections/DownloadData';
import { EditProfileForm } from './sections/EditProfileForm';
import { MisActividades } from './sections/MisActividades';
import { SessionsSection } from './sections/SessionsSection';
import { TwoFactorSection } from './sections/TwoFactorSection';

/**
 * /perfil (spec-notes §2 "Profile"): the member's own data and account, for the session the
 * page is rendered for. Every form is the route's action (`action.ts`).
 */
export function ProfilePage() {
  const data = useLoaderData() as ProfileData;
  const user = useUser();
  const [search] = useSearchParams();
  const twoFactorRequired = search.get(DOS_PASOS_PARAM) === 'obligatoria';
  // A write that ended the session (closing this one, deleting the account: navigating forms) is taking
  // the browser on.
  const leaving = useNavigation().state !== 'idle';

  if (!user) {
    // The session ended here: to /login, after this render (spec-notes's loading line), unless the write
    // that ended it is already going elsewhere.
    return (
      <>
        {!leaving && <Navigate to={paths.login} replace />}
        <StatusMessage kind="loading">Cargando datos de usuario...</StatusMessage>
      </>
    );
  }

  return (
    <PageSection>
      <Card aria-labelledby="perfil-titulo">
        {user.imagen ? (
          <Photo src={mediaUrl(user.imagen)} alt={`Foto de perfil de ${user.nombre}`} />
        ) : (
          <Avatar aria-hidden="true">
            <svg viewBox="0 0 24 24" width="56" height="56" fill="currentColor" aria-hidden="true">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z" />
            </svg>
          </Avatar>
        )}
        <h1 id="perfil-titulo">¡Te damos la bienvenida, {user.nombre}!</h1>
        <Details>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
          <dt>Ubicación</dt>
          <dd>{user.ubicacion || 'No especificada'}</dd>
        </Details>
        <Thanks>Gracias por formar parte de nuestro movimiento juvenil. ¡Juntos construimos una Bolivia libre!</Thanks>
      </Card>
      <Sections>
        {data.dosPasos && <TwoFactorSection status={data.dosPasos} required={twoFactorRequired} />}
        <MisActividades inscripciones={data.inscripciones} />
        <EditProfileForm user={user} />
        <ChangeEmailForm />
        <ChangePasswordForm />
        <SessionsSection sesiones={data.sesiones} />
        <DownloadData />
        <DeleteAccount />
      </Sections>
    </PageSection>
  );
}

const Card = styled.article`
  max-width: 32rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 { font-size: 1.5rem; margin: 1rem 0; }
`;

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
  margin: 1.5rem auto 0;
`;

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  margin: 0 auto;
  border-radius: 50%;
  object-fit: cover;
`;

const Avatar = styled.div`
  width: 8rem;
  height: 8rem;
  margin: 0 auto;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`;

const Details = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0 0 1.5rem;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  dd { margin: 0 0 0.75rem; overflow-wrap: anywhere; }
`;

const Thanks = styled.p`
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
