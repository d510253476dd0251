import { loginReturningTo, pageTitle, type PageHandle } from '@plataforma/contracts';
import { Pending, requestUser, useUser } from '@plataforma/shared-auth';
import { ButtonLink, PageSection, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { useReloadForMember } from '../../lib/useReloadForMember';
import { solicitudAction } from './actions';
import { AfiliacionInfo } from './AfiliacionInfo';
import { miAfiliacion } from './api';
import { MiAfiliacion } from './MiAfiliacion';
import { withConfirmationResend } from '../../lib/pageWrites';

const AFILIATE_PATH = '/afiliate';
const LOADING = 'Cargando tu afiliación...';

/**
 * The member's request, read for the session the page is rendered for (on the server, the request's;
 * `useReloadForMember` runs this again when the session changes in the browser); `para` says for whom.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requestUser(context);
  // None read for a visitor (undefined): a member's read may well be null, no request yet.
  return { para: user?.id ?? null, afiliacion: user ? miAfiliacion(context) : undefined };
}

/** 'Solicitar afiliación' (`SolicitudForm`). */
export const action = withConfirmationResend(solicitudAction);

export const handle: PageHandle<Awaited<ReturnType<typeof loader>>> = {
  head: () => ({
    title: pageTitle('Mi Afiliación'),
    description: 'Afíliate al movimiento juvenil: solicita tu carnet digital de afiliado con un código QR que cualquiera puede verificar.',
  }),
};

/** /afiliate: what affiliation is; a member's request, its state or their card. */
export function AfiliatePage() {
  const { para, afiliacion } = useLoaderData<typeof loader>();
  const user = useUser();
  useReloadForMember(user?.id);

  if (!user) {
    return (
      <PageSection>
        <PageTitle description="Forma parte del movimiento de jóvenes que trabajan por una Bolivia libre.">Mi Afiliación</PageTitle>
        <AfiliacionInfo />
        <VisitorActions aria-label="Afíliate">
          <ButtonLink to="/register">FORMA PARTE</ButtonLink>
          <ButtonLink to={loginReturningTo(AFILIATE_PATH)} variant="secondary">
            INICIAR SESIÓN
          </ButtonLink>
        </VisitorActions>
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PageTitle>Mi Afiliación</PageTitle>
      {para !== user.id || afiliacion === undefined ? (
        // The session arrived after this page's data: the member's read is on its way.
        <StatusMessage kind="loading">{LOADING}</StatusMessage>
      ) : (
        <Pending value={afiliacion} texts={{ loading: LOADING, error: 'No se pudo cargar tu afiliación. Intenta nuevamente.' }}>
          {(mia) => <MiAfiliacion user={user} afiliacion={mia} />}
        </Pending>
      )}
    </PageSection>
  );
}

export const Component = AfiliatePage;

const VisitorActions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;
