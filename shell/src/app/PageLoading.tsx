import { StatusMessage } from '@plataforma/shared-ui';
import { useLocation } from 'react-router-dom';
import { paths } from './paths';

/**
 * What a page rendered in the browser shows while its module and data load (spec-notes §2): the admin
 * area waits for the session first, so it says so.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  const admin = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
  return <StatusMessage kind="loading">{admin ? 'Cargando sesión...' : 'Cargando contenido...'}</StatusMessage>;
}
