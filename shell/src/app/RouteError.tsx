import { isNotFound } from '@plataforma/contracts';
import { Button } from '@plataforma/shared-ui';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundPage } from './NotFoundPage';

const isRemoteUnavailable = (error: unknown) => error instanceof Error && error.name === 'RemoteUnavailableError';

/**
 * The error page of every route: a page or item that does not exist is the 404 page; a remote that
 * cannot be fetched shows spec-notes §2's retry inside the layout, so the top bar keeps working; any
 * other failure is spec-notes §8's default error page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundPage />;
  if (isRemoteUnavailable(error)) return <RemoteUnavailable />;
  console.error('Error inesperado de la aplicación:', error);
  return (
    <Page role="alert">
      {/* The spec's text, in English on a Spanish page: read with English pronunciation. */}
      <h1 lang="en">Unexpected Application Error!</h1>
      <Message>{error instanceof Error ? error.message : String(error)}</Message>
      {/* A full page load, so the app starts again from a clean state. */}
      <a href="/">Volver al inicio</a>
    </Page>
  );
}

/**
 * React Router keeps a route's failed module load for the life of the page, so the retry loads the
 * page again (and with it the remote's current entry).
 */
function RemoteUnavailable() {
  return (
    <Section role="alert">
      <h1>No se pudo cargar esta sección.</h1>
      <p>Revisa tu conexión a internet e inténtalo de nuevo.</p>
      <Button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </Button>
    </Section>
  );
}

const Section = styled.section`
  padding: 3rem 1rem;
  text-align: center;
`;

// A section: the page's layout, when there is one, already holds the one <main>.
const Page = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 3rem 1.25rem;
`;

const Message = styled.pre`
  white-space: pre-wrap;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
