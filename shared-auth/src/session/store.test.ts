import { MSG, REDIRECT_DELAY_MS, STORAGE_USER_KEY, type User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { apiError, http, HttpResponse, recordRequests, server } from '../testing/network';
import { makeUser } from '../testing/users';
import { createSessionStore } from './store';

/**
 * The real store, auth service and HTTP client; MSW plays the API. Every store made here stays subscribed
 * to the one client and to the window's storage events for the rest of the file, so each gets its own
 * `redirect` (never a real navigation). The package's own store (`useSession`, index.ts) would follow
 * them with a real one: it is tested in index.test.ts, not imported here.
 */
const makeStore = (redirect: (path: string) => void = jest.fn()) => createSessionStore({ redirect });

const ana = makeUser({ id: 1, nombre: 'Ana' });
const cacheUser = (user: User) => localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
const cached = () => JSON.parse(localStorage.getItem(STORAGE_USER_KEY) ?? 'null') as User | null;
const tellOtherTabs = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

let warn: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('session store', () => {
  it('starts as a visitor, like the server-rendered page, and restore shows the cached user at once', async () => {
    cacheUser(ana);
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(ana)));
    const store = makeStore();
    expect(store.getState()).toMatchObject({ user: null, status: 'loading' });

    const restoring = store.getState().restore();
    expect(store.getState()).toMatchObject({ user: ana, status: 'loading' });
    await restoring;
    expect(store.getState()).toMatchObject({ user: ana, status: 'ready' });
  });

  it('ignores a cache that is not a user, and asks no server', async () => {
    const requests = recordRequests();
    for (const text of ['{"broken"', '"texto"', '{"id":"1","email":"a@b.bo"}']) {
      localStorage.setItem(STORAGE_USER_KEY, text);
      const store = makeStore();
      await store.getState().restore();
      expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    }
    expect(requests).toEqual([]);
  });

  it('restore without a cached user asks no server and becomes ready', async () => {
    const requests = recordRequests();
    const store = makeStore();
    await store.getState().restore();
    expect(requests).toEqual([]);
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
  });

  it('restore confirms the cached user with one profile request and caches the fresh one', async () => {
    cacheUser(ana);
    const fresh = { ...ana, nombre: 'Ana María' };
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(fresh)));
    const requests = recordRequests();
    const store = makeStore();
    await Promise.all([store.getState().restore(), store.getState().restore()]);

    expect(requests).toEqual(['GET /api/auth/profile']);
    expect(store.getState()).toMatchObject({ user: fresh, status: 'ready' });
    expect(cached()).toEqual(fresh);
  });

  it.each([
    ['refuses the session (401)', () => apiError(401, MSG.noAutenticado)],
    ['fails (500)', () => apiError(500)],
    ['does not answer', () => HttpResponse.error()],
  ])('restore signs the user out silently when the profile check %s', async (_, answer) => {
    cacheUser(ana);
    server.use(http.get('/api/auth/profile', answer));
    const store = makeStore();
    await expect(store.getState().restore()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
  });

  it('a late profile answer does not undo a logout made meanwhile', async () => {
    cacheUser(ana);
    let answerProfile!: () => void;
    const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
    const requests = recordRequests();
    server.use(
      http.get('/api/auth/profile', async () => {
        await profileAnswered;
        return HttpResponse.json(ana);
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Sesión cerrada correctamente.' })),
    );
    const store = makeStore();
    const restoring = store.getState().restore();
    await store.getState().logout();
    expect(store.getState().user).toBeNull();

    answerProfile();
    await restoring;
    expect(requests).toEqual(['GET /api/auth/profile', 'POST /api/auth/logout']);
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
  });

  it('setUser sets and caches the user (a sign-in, a registration, a profile edit)', () => {
    const store = makeStore();
    store.getState().setUser(ana);
    expect(store.getState()).toMatchObject({ user: ana, status: 'ready' });
    expect(cached()).toEqual(ana);

    store.getState().setUser({ ...ana, nombre: 'Ana María' });
    expect(store.getState().user?.nombre).toBe('Ana María');
    expect(cached()?.nombre).toBe('Ana María');
  });

  it('logout clears the user and cache even when the call fails, with a warning only', async () => {
    cacheUser(ana);
    server.use(http.post('/api/auth/logout', () => apiError(500)));
    const store = makeStore();
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
    expect(warn).toHaveBeenCalledWith('No se pudo cerrar la sesión en el servidor:', expect.objectContaining({ message: 'Error al cerrar sesión.' }));
  });

  it('follows a login or logout made in another tab', () => {
    const store = makeStore();
    cacheUser(ana);
    tellOtherTabs(STORAGE_USER_KEY);
    expect(store.getState().user).toEqual(ana);

    localStorage.removeItem(STORAGE_USER_KEY);
    tellOtherTabs('otra-clave');
    expect(store.getState().user).toEqual(ana);
    tellOtherTabs(STORAGE_USER_KEY);
    expect(store.getState().user).toBeNull();

    // localStorage.clear() in another tab: the event has no key.
    cacheUser(ana);
    tellOtherTabs(STORAGE_USER_KEY);
    localStorage.clear();
    tellOtherTabs(null);
    expect(store.getState().user).toBeNull();
  });

  it('a late profile answer does not undo a logout made in another tab', async () => {
    cacheUser(ana);
    let answerProfile!: () => void;
    const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
    server.use(
      http.get('/api/auth/profile', async () => {
        await profileAnswered;
        return HttpResponse.json(ana);
      }),
    );
    const store = makeStore();
    const restoring = store.getState().restore();
    localStorage.removeItem(STORAGE_USER_KEY);
    tellOtherTabs(STORAGE_USER_KEY);

    answerProfile();
    await restoring;
    expect(store.getState().user).toBeNull();
    expect(cached()).toBeNull();
  });

  it('clear forgets the user at once', () => {
    cacheUser(ana);
    const store = makeStore();
    store.getState().clear();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
  });

  describe('session expired (a 401 a request did not expect)', () => {
    // The client's own timers and MSW's run on microtasks: only the clock is faked.
    const fakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const unexpected401 = () => {
      server.use(http.all('/api/encuestas', () => apiError(401)));
      return expect(api.get('/encuestas')).rejects.toMatchObject({ response: { status: 401 } });
    };

    afterEach(() => jest.useRealTimers());

    it('clears the user, then goes to /login after 800 ms, once', async () => {
      cacheUser(ana);
      server.use(http.get('/api/auth/profile', () => HttpResponse.json(ana)));
      const redirect = jest.fn();
      const store = makeStore(redirect);
      await store.getState().restore();
      expect(store.getState().user).toEqual(ana);

      fakeClock();
      await unexpected401();
      await unexpected401();
      expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
      expect(cached()).toBeNull();

      jest.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
      expect(redirect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(redirect.mock.calls).toEqual([['/login']]);
      jest.advanceTimersByTime(10 * REDIRECT_DELAY_MS);
      expect(redirect).toHaveBeenCalledTimes(1);
    });

    it('the profile check expects its 401: no redirect', async () => {
      cacheUser(ana);
      server.use(http.get('/api/auth/profile', () => apiError(401)));
      const redirect = jest.fn();
      const store = makeStore(redirect);
      fakeClock();
      await store.getState().restore();
      expect(store.getState().user).toBeNull();
      jest.advanceTimersByTime(10 * REDIRECT_DELAY_MS);
      expect(redirect).not.toHaveBeenCalled();
    });

    it('a visitor does not listen; a sign-in from another tab does', async () => {
      const redirect = jest.fn();
      const store = makeStore(redirect);
      await store.getState().restore();
      fakeClock();
      await unexpected401();
      jest.advanceTimersByTime(REDIRECT_DELAY_MS);
      expect(redirect).not.toHaveBeenCalled();

      cacheUser(ana);
      tellOtherTabs(STORAGE_USER_KEY);
      expect(store.getState().user).toEqual(ana);
      await unexpected401();
      expect(store.getState().user).toBeNull();
      jest.advanceTimersByTime(REDIRECT_DELAY_MS);
      expect(redirect.mock.calls).toEqual([['/login']]);
    });

    it('a sign-in in this tab (setUser, after a route action) listens too', async () => {
      const redirect = jest.fn();
      const store = makeStore(redirect);
      store.getState().setUser(ana);
      fakeClock();
      await unexpected401();
      expect(store.getState().user).toBeNull();
      jest.advanceTimersByTime(REDIRECT_DELAY_MS);
      expect(redirect.mock.calls).toEqual([['/login']]);
    });
  });
});
