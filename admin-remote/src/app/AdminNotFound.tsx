import { PageTitle } from '@plataforma/shared-ui';
import { Link } from 'react-router-dom';
import { adminPaths } from './paths';

/** An unknown /admin sub-path: the specified 404 text, kept inside the admin layout. */
export function AdminNotFound() {
  return (
    <PageTitle description={<Link to={adminPaths.dashboard.href}>Volver al panel de administración</Link>}>
      404 - Página no encontrada
    </PageTitle>
  );
}
