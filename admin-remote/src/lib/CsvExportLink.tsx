import type { ReactNode } from 'react';
import { ButtonLink } from '@plataforma/shared-ui';

interface CsvExportLinkProps {
  /** The export's API path without `/api`, e.g. `/eventos/3/inscripciones?format=csv`. */
  path: string;
  children?: ReactNode;
}

/**
 * 'Exportar CSV': a plain download link to an admin export of the API. The browser sends the session
 * cookie with it and saves the file the API names; no script reads personal data into the page.
 */
export function CsvExportLink({ path, children = 'Exportar CSV' }: CsvExportLinkProps) {
  return (
    <ButtonLink to={`/api${path}`} reloadDocument download variant="secondary" size="sm">
      {children}
    </ButtonLink>
  );
}
