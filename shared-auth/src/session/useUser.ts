import type { User } from '@plataforma/contracts';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { SessionState } from './store';

/**
 * Whom the server rendered the page for: the session's user (a page asked for with a session cookie),
 * else null. The browser hydrates with the same value (from the page's data), so a member's page is
 * hydrated as the member's, not first as a visitor's.
 */
export const RenderedUser = createContext<User | null>(null);

/**
 * The session's user, as a component reads it: the store's, except while rendering on the server and
 * hydrating, when it is `RenderedUser` (zustand's own hook would read the store's initial state there).
 */
export function createUseUser(store: UseBoundStore<StoreApi<SessionState>>) {
  return function useUser(): User | null {
    const rendered = useContext(RenderedUser);
    const current = useCallback(() => store.getState().user, []);
    const server = useCallback(() => rendered, [rendered]);
    return useSyncExternalStore(store.subscribe, current, server);
  };
}
