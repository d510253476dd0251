import { LOGIN_RETURN_PARAM, safeReturnPath } from '@plataforma/contracts';
import { useSession, useUser } from '@plataforma/shared-auth';
import { StatusMessage } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { homeFor } from '../../app/paths';

/**
 * /login and /register are for visitors. A signed-in user is sent where they belong (admins to /admin,
 * others home), which is also how a successful login or registration leaves the page. A cached user
 * waits for the session check, so an expired session still gets the form. A page that sent the visitor
 * here (`/login?volver=/agenda/3`, 'Inicia sesión para inscribirte') gets them back instead.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  const status = useSession((s) => s.status);
  const [search] = useSearchParams();
  if (!user) return children;
  if (status === 'loading') return <StatusMessage kind="loading">Cargando sesión...</StatusMessage>;
  return <Navigate to={safeReturnPath(search.get(LOGIN_RETURN_PARAM)) ?? homeFor(user)} replace />;
}
