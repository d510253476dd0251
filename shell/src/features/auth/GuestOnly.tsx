import { useSession } from '@plataforma/shared-auth';
import { StatusMessage } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homeFor } from '../../app/paths';

/**
 * /login and /register are for visitors. A signed-in user is sent where they belong (admins to /admin,
 * others home), which is also how a successful login or registration leaves the page. A cached user
 * waits for the session check, so an expired session still gets the form.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (!user) return children;
  if (status === 'loading') return <StatusMessage kind="loading">Cargando sesión...</StatusMessage>;
  return <Navigate to={homeFor(user)} replace />;
}
