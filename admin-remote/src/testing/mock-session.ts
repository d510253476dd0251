/**
 * Test double of `@plataforma/shared-auth`: `useSession(selector)` reads a plain state the test sets.
 * Use with `jest.mock('@plataforma/shared-auth', () => require('<path>/testing/mock-session'), { virtual: true })`.
 */
import type { User } from '@plataforma/contracts';
import { makeUser as makeAnyUser } from '@plataforma/shared-auth/testing/users';

interface SessionState {
  user: User | null;
  status: 'loading' | 'ready';
  logout: jest.Mock<Promise<void>, []>;
}

// The real error rule (not a double): screens word their errors through it.
export const { getErrorMessage, UserFacingError } = jest.requireActual<typeof import('@plataforma/shared-auth')>('@plataforma/shared-auth');

const state: SessionState = { user: null, status: 'ready', logout: jest.fn(() => Promise.resolve()) };

export const useSession = <T>(selector: (s: SessionState) => T): T => selector(state);

export function setSession(user: User | null) {
  state.user = user;
  state.logout.mockClear();
}

export const sessionLogout = () => state.logout;

/** An admin by default: the admin remote only ever runs for one. */
export const makeUser = (overrides: Partial<User> = {}): User => makeAnyUser({ rol: 'admin', ubicacion: '', ...overrides });
