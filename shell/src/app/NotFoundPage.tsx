import { ButtonLink, PageSection, PageTitle, useDocumentTitle } from '@plataforma/shared-ui';
import { notFoundHead } from './heads';
import { paths } from './paths';

/** Any path without a route (SPEC §2), or an item that does not exist, inside the public layout. */
export function NotFoundPage() {
  useDocumentTitle(notFoundHead.title);
  return (
    <PageSection>
      <PageTitle description="La página que buscas no existe o fue movida.">404 - Página no encontrada</PageTitle>
      <ButtonLink to={paths.home}>Volver al inicio</ButtonLink>
    </PageSection>
  );
}
