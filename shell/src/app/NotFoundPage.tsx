import { ButtonLink, PageSection, PageTitle } from '@plataforma/shared-ui';
import { paths } from './paths';

/** Any path without a route (SPEC §2), inside the public layout. */
export function NotFoundPage() {
  return (
    <PageSection>
      <PageTitle description="La página que buscas no existe o fue movida.">404 - Página no encontrada</PageTitle>
      <ButtonLink to={paths.home}>Volver al inicio</ButtonLink>
    </PageSection>
  );
}
