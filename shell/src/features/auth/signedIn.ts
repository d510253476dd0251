import { LOGIN_RETURN_PARAM, safeReturnPath, type User } from '@plataforma/contracts';
import { isServerRender, useSession } from '@plataforma/shared-auth';
import { redirect } from 'react-router-dom';
import { homeFor } from '../../app/paths';

/** The user an auth call answered, or null for an empty answer (spec-notes §7: an error). */
export const answeredUser = (data: unknown): User | null => (typeof data === 'object' && data !== null ? (data as User) : null);

/**
 * A sign-in or registration done by an action: in the browser the session store learns the user (the
 * API has set the cookie); on the server the browser gets the cookie with the redirect. Either way it goes
 * where the page that sent it to /login asked (`?volver=`), else its home (admins to /admin).
 */
export function signedIn(context: unknown, request: Request, user: User) {
  if (!isServerRender(context)) useSession.getState().setUser(user);
  const back = safeReturnPath(new URL(request.url).searchParams.get(LOGIN_RETURN_PARAM));
  return redirect(back ?? homeFor(user));
}
