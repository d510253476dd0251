import type { ReactNode } from 'react';
import { loginReturningTo } from '@plataforma/contracts';
import { Link, useLocation } from 'react-router-dom';

/**
 * A visitor's prompt to take part ('Inicia sesión para comentar'): a link to /login that brings them
 * back to this page once signed in. The path only: a shared page reads no query, and the server
 * renders it without one.
 */
export function LoginLink({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Link to={loginReturningTo(pathname)}>{children}</Link>;
}
