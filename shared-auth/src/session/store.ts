import { REDIRECT_DELAY_MS, STORAGE_USER_KEY, type User } from '@plataforma/contracts';
import { create } from 'zustand';
import { readCachedUser, writeCachedUser } from './cache';

export type SessionStatus = 'loading' | 'ready';

export interface SessionState {
  user: User | null;
  /** 'loading' until restore() has settled (or a setUser/logout/clear decided the session). */
  status: SessionStatus;
  restore(): Promise<void>;
  /**
   * The server answered with the user: a sign-in or registration (the shell's route actions), a profile
   * edit, a page rendered for the session. The top bar and the cached user follow.
   */
  setUser(user: User): void;
  logout(): Promise<void>;
  clear(): void;
}

interface StoreOptions {
  /** A full page load, so every screen starts again without the expired session. */
  redirect?: (path: string) => void;
}

/** A store per call; the package exports one (`useSession`), tests make their own. */
export function createSessionStore({ redirect = (path) => window.location.assign(path) }: StoreOptions = {}) {
  let restoring: Promise<void> | null = null;
  // Bumped by every decision about the session, so a late profile answer cannot undo a sign-in or logout.
  let generation = 0;
  let watching: Promise<unknown> | null = null;
  let redirecting = false;

  return create<SessionState>()((set, get) => {
    // Another tab logged in or out: follow it, so two tabs never show two different sessions.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key !== STORAGE_USER_KEY && event.key !== null) return;
        generation += 1;
        const user = readCachedUser();
        set({ user });
        // Signed in from another tab: this tab's requests can now find the session expired too.
        if (user) void watchSessionExpiry();
      });
    }

    const decide = (user: User | null) => {
      generation += 1;
      writeCachedUser(user);
      set({ user, status: 'ready' });
    };

    // spec-notes §4: any 401 a request did not expect clears the user, then /login after 0.8 s (once).
    const sessionExpired = () => {
      decide(null);
      if (redirecting) return;
      redirecting = true;
      setTimeout(() => redirect('/login'), REDIRECT_DELAY_MS);
    };

    /**
     * The client announces expired sessions and the store listens, from the first time it loads the
     * client (for its auth service) or learns of a user (a sign-in, another tab). Imported on demand, never
     * statically, so a visitor's page downloads no client.
     */
    const watchSessionExpiry = () =>
      (watching ??= import('@plataforma/shared-auth/api').then(
        ({ api }) => api.onSessionExpired(sessionExpired),
        // Not loaded (offline): the next call that needs the client tries again.
        () => (watching = null),
      ));

    /**
     * Loaded when the session first talks to the server, so a visitor's page downloads no auth code.
     * A relative import is right here: the auth service is stateless and used only by this store; it
     * reaches the client through the shared `@plataforma/shared-auth/api` entry.
     */
    const loadAuthService = async () => {
      const [{ authService }] = await Promise.all([import('../auth'), watchSessionExpiry()]);
      return authService;
    };

    const checkProfile = async () => {
      const started = generation;
      let user: User | null = null;
      try {
        user = await (await loadAuthService()).profile();
      } catch {
        // spec-notes §4: a failed profile check logs the user out silently.
      }
      if (started === generation) decide(user);
    };

    return {
      // Pages are rendered on the server for a visitor: the first render in the browser must be the
      // same, so the cached user is read by restore(), right after hydration.
      user: null,
      status: 'loading',

      restore() {
        if (get().status === 'loading' && !get().user) set({ user: readCachedUser() });
        // Without a cached user there is nothing to confirm: a visitor waits for no request (README).
        if (!get().user) {
          set({ status: 'ready' });
          return Promise.resolve();
        }
        restoring ??= checkProfile().finally(() => (restoring = null));
        return restoring;
      },

      setUser(user) {
        decide(user);
        // Signed in (a route action, a page rendered for the session): this tab's requests can now find
        // the session expired.
        void watchSessionExpiry();
      },

      async logout() {
        try {
          await (await loadAuthService()).logout();
        } catch (error) {
          console.warn('No se pudo cerrar la sesión en el servidor:', error);
        } finally {
          decide(null);
        }
      },

      clear() {
        decide(null);
      },
    };
  });
}
