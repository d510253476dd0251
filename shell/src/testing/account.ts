import type { User } from '@plataforma/contracts';
import { http, HttpResponse, server } from '@plataforma/shared-auth/testing/network';
import { setSession } from '@plataforma/shared-auth/testing/session';

/**
 * A signed-in account: the store starts with `user` as a confirmed session, and the API's
 * GET /api/auth/profile (the session check the shell makes when it starts, and again on every visit
 * to /perfil and /admin) answers the account's current user. A handler that changes the user (a
 * profile edit) sets `account.user`.
 */
export function signedIn(user: User) {
  const account = { user };
  setSession({ user, status: 'ready' });
  server.use(http.get('/api/auth/profile', () => HttpResponse.json(account.user)));
  return account;
}

/** A gate for a handler's answer, so a test can see the screen while the request is on its way. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
