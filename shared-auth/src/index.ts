import type { User } from '@plataforma/contracts';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { isServerRender } from './data/loaderApi';
import { createSessionStore } from './session/store';
import { RenderedUser } from './session/RenderedUser';

export type { SessionState, SessionStatus } from './session/store';
export { getErrorMessage, UserFacingError } from './errorMessage';
export { isServerRender, loaderApi, loaderGet, type LoaderContext } from './data/loaderApi';
export { Pending, type PendingTexts } from './data/Pending';
export { attempt, formFields, outcomeOf, refuse, refusedWith, revalidateAfterConflict, type ActionResult, type Outcome } from './data/actions';
export { ActionForm, ServerCsrfToken } from './data/ActionForm';
export { succeeded, useWriteResult, type WriteTarget } from './data/useWriteResult';

/**
 * The one session of the shell and both remotes (a Module Federation singleton): a zustand hook,
 * `useSession((s) => s.user)`, with `useSession.getState()` for code outside React.
 */
export const useSession = createSessionStore();

const currentUser = () => useSession.getState().user;

/**
 * The session's user in a component (null for a visitor): the store's, except while rendering on the
 * server and hydrating, when it is `RenderedUser` (zustand's own hook reads the store's initial state there).
 */
export function useUser(): User | null {
  const rendered = useContext(RenderedUser);
  const server = useCallback(() => rendered, [rendered]);
  return useSyncExternalStore(useSession.subscribe, currentUser, server);
}
export { RenderedUser };

/**
 * The session's user once start-up has settled: waits for the restore the app started (or starts it)
 * the first time, and asks the server nothing afterwards (a loader run again after a write does not
 * check the session again).
 */
export async function sessionUser() {
  const session = useSession.getState();
  if (session.status === 'loading') await session.restore();
  return useSession.getState().user;
}

/** The user a loader or action works for: the server render's (from the request's cookies), else the session's. */
export async function requestUser(context: unknown) {
  return isServerRender(context) ? context.user : sessionUser();
}
