import { pageTitle, type PageHead } from '@plataforma/contracts';
import { ButtonLink, PageSection, PageTitle, useDocumentTitle } from '@plataforma/shared-ui';
import { paths } from './paths';

const HEADING = '404 - Página no encontrada';

/** The not-found page's head, also written by the server with its 404. */
export const notFoundHead: PageHead = {
  title: pageTitle(HEADING),
  description: 'La página que buscas no existe o fue movida.',
};

/** Any path without a route (spec-notes §2), or an item that does not exist, inside the public layout. */
export function NotFoundPage() {
  useDocumentTitle(notFoundHead.title);
  return (
    <PageSection>
      <PageTitle description={notFoundHead.description}>{HEADING}</PageTitle>
      <ButtonLink to={paths.home}>Volver al inicio</ButtonLink>
    </PageSection>
  );
}
