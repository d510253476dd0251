import { StatusMessage } from '@plataforma/shared-ui';
import { useLocation } from 'react-router-dom';
import { isAdminPath, paths } from './paths';

/**
 * What a page rendered in the browser shows while its module and data load (spec-notes §2): /perfil and
 * the admin area wait for the session first, so they say so.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  const waitsForSession = pathname === paths.perfil || isAdminPath(pathname);
  return <StatusMessage kind="loading">{waitsForSession ? 'Cargando sesión...' : 'Cargando contenido...'}</StatusMessage>;
}
