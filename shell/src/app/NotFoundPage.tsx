import { ButtonLink, PageSection, PageTitle } from '@plataforma/shared-ui';
import { useEffect } from 'react';
import { notFoundHead } from './heads';
import { paths } from './paths';

/** Any path without a route (SPEC §2), or an item that does not exist, inside the public layout. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = notFoundHead.title;
  }, []);
  return (
    <PageSection>
      <PageTitle description="La página que buscas no existe o fue movida.">404 - Página no encontrada</PageTitle>
      <ButtonLink to={paths.home}>Volver al inicio</ButtonLink>
    </PageSection>
  );
}
