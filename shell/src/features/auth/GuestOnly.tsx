import { LOGIN_RETURN_PARAM, safeReturnPath } from '@plataforma/contracts';
import { useSession, useUser } from '@plataforma/shared-auth';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { homeFor } from '../../app/paths';

/**
 * /login and /register are for visitors. A signed-in user is sent where they belong (admins to /admin,
 * others home), which is also how a successful login or registration leaves the page. A cached user
 * waits for the session check with the form still there: what was typed into the server's form (an expired
 * session's leftover user) stays, and the form goes only once the session is confirmed. A page that sent the
 * visitor here (`/login?volver=/agenda/3`, 'Inicia sesión para inscribirte') gets them back instead.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  const status = useSession((s) => s.status);
  const [search] = useSearchParams();
  if (!user || status === 'loading') return children;
  return <Navigate to={safeReturnPath(search.get(LOGIN_RETURN_PARAM)) ?? homeFor(user)} replace />;
}
