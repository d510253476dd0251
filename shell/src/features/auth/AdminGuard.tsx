import { isAdmin } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { StatusMessage } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../app/paths';

/**
 * The only door to the admin remote: its code is requested only once the session is confirmed and
 * belongs to an admin (DESIGN §3); anyone else goes home, replacing history (SPEC §6).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status === 'loading') return <StatusMessage kind="loading">Cargando sesión...</StatusMessage>;
  if (!isAdmin(user)) return <Navigate to={paths.home} replace />;
  return children;
}
