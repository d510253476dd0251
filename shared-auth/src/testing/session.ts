/** Test helpers for the real session store (shell and public remote tests). */
import type { User } from '@plataforma/contracts';
import { useSession } from '../index';
import type { SessionState } from '../session/store';

export { makeUser } from './users';

const initial = useSession.getState();

/** Puts the real store in a given state; actions can be replaced by jest functions. */
export function setSession(state: Partial<SessionState>) {
  useSession.setState(state);
}

/** Back to the real actions with `user` signed in, or a visitor (call in afterEach). */
export function resetSession(user: User | null = null) {
  useSession.setState({ ...initial, user, status: 'ready' }, true);
}
