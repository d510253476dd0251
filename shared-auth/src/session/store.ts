import { STORAGE_USER_KEY, type LoginChallenge, type LoginInput, type User } from '@plataforma/contracts';
import { create } from 'zustand';
import { readCachedUser, writeCachedUser } from './cache';

export type SessionStatus = 'loading' | 'ready';

export interface SessionState {
  user: User | null;
  /** 'loading' until restore() has settled (or a login/register/logout/clear decided the session). */
  status: SessionStatus;
  restore(): Promise<void>;
  /** The signed-in user, or a pending two-step sign-in for `verifyLogin` (no session yet). */
  login(input: LoginInput): Promise<User | LoginChallenge>;
  verifyLogin(token: string, codigo: string): Promise<User>;
  /** The server changed the user (profile edit): the top bar and the cached user follow. */
  setUser(user: User): void;
  register(form: FormData): Promise<User>;
  logout(): Promise<void>;
  clear(): void;
}

/**
 * Loaded when the session first talks to the server, so a visitor's page downloads no auth code.
 * A relative import is right here: the auth service is stateless and used only by this store; it
 * reaches the client through the shared `@plataforma/shared-auth/api` entry.
 */
const loadAuthService = async () => (await import('../auth')).authService;

/** A store per call; the package exports one (`useSession`), tests make their own. */
export function createSessionStore() {
  let restoring: Promise<void> | null = null;
  // Bumped by every decision about the session, so a late profile answer cannot undo a login or logout.
  let generation = 0;

  return create<SessionState>()((set, get) => {
    // Another tab logged in or out: follow it, so two tabs never show two different sessions.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key !== STORAGE_USER_KEY && event.key !== null) return;
        generation += 1;
        set({ user: readCachedUser() });
      });
    }

    const decide = (user: User | null) => {
      generation += 1;
      writeCachedUser(user);
      set({ user, status: 'ready' });
    };

    const checkProfile = async () => {
      const started = generation;
      let user: User | null = null;
      try {
        user = await (await loadAuthService()).profile();
      } catch {
        // SPEC §4: a failed profile check logs the user out silently.
      }
      if (started === generation) decide(user);
    };

    return {
      user: readCachedUser(),
      status: 'loading',

      restore() {
        // Without a cached user there is nothing to confirm: a visitor waits for no request (README).
        if (!get().user) {
          set({ status: 'ready' });
          return Promise.resolve();
        }
        restoring ??= checkProfile().finally(() => (restoring = null));
        return restoring;
      },

      async login(input) {
        const result = await (await loadAuthService()).login(input);
        if (!('verificacionRequerida' in result)) decide(result);
        return result;
      },

      async verifyLogin(token, codigo) {
        const user = await (await loadAuthService()).verifyLogin(token, codigo);
        decide(user);
        return user;
      },

      setUser(user) {
        decide(user);
      },

      async register(form) {
        const user = await (await loadAuthService()).register(form);
        decide(user);
        return user;
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
