import { STORAGE_USER_KEY, type User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { authService } from '../auth';
import { selectIsAuthenticated } from '../index';
import { createSessionStore } from './store';

jest.mock('../auth', () => ({
  authService: { login: jest.fn(), verifyLogin: jest.fn(), register: jest.fn(), logout: jest.fn(), profile: jest.fn() },
}));

jest.mock('@plataforma/shared-auth/api', () => require('../testing/mockApi'));

const service = authService as jest.Mocked<typeof authService>;
const onSessionExpired = api.onSessionExpired as jest.Mock;

const ana: User = { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'usuario', ubicacion: '', imagen: '', creadoEn: '2026-11-01' };
const cached = () => JSON.parse(localStorage.getItem(STORAGE_USER_KEY) ?? 'null') as User | null;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('session store', () => {
  it('starts as a visitor, like the server-rendered page, and restore shows the cached user at once', () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    service.profile.mockReturnValue(new Promise(() => {}));
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ user: null, status: 'loading' });
    void store.getState().restore();
    expect(store.getState()).toMatchObject({ user: ana, status: 'loading' });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('ignores a cache that is not a user', async () => {
    for (const text of ['{"broken"', '"texto"']) {
      localStorage.setItem(STORAGE_USER_KEY, text);
      const store = createSessionStore();
      await store.getState().restore();
      expect(store.getState().user).toBeNull();
    }
  });

  it('restore without a cached user asks no server and becomes ready', async () => {
    const store = createSessionStore();
    await store.getState().restore();
    expect(service.profile).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('restore confirms the cached user with the profile and caches the fresh one', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    const fresh = { ...ana, nombre: 'Ana María' };
    service.profile.mockResolvedValue(fresh);
    const store = createSessionStore();
    await Promise.all([store.getState().restore(), store.getState().restore()]);
    expect(service.profile).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ user: fresh, status: 'ready' });
    expect(cached()).toEqual(fresh);
  });

  it('restore failure clears the user and the cache silently', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    service.profile.mockRejectedValue(new Error('Sesión inválida'));
    const store = createSessionStore();
    await expect(store.getState().restore()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
  });

  it('a late profile answer does not undo a logout made meanwhile', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    let answer!: (user: User) => void;
    service.profile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    service.logout.mockResolvedValue();
    const store = createSessionStore();
    const restoring = store.getState().restore();
    await store.getState().logout();
    answer(ana);
    await restoring;
    expect(store.getState().user).toBeNull();
  });

  it('login and register set and cache the user', async () => {
    service.login.mockResolvedValue(ana);
    const store = createSessionStore();
    await expect(store.getState().login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(ana);
    expect(service.login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreto' });
    expect(store.getState()).toMatchObject({ user: ana, status: 'ready' });
    expect(cached()).toEqual(ana);

    const beto = { ...ana, id: 2, nombre: 'Beto' };
    const form = new FormData();
    service.register.mockResolvedValue(beto);
    await store.getState().register(form);
    expect(service.register).toHaveBeenCalledWith(form);
    expect(store.getState().user).toEqual(beto);
    expect(cached()).toEqual(beto);
  });

  it('a two-step login signs in only after verifyLogin', async () => {
    const challenge = { verificacionRequerida: true as const, token: 'pendiente' };
    service.login.mockResolvedValue(challenge);
    const store = createSessionStore();
    await expect(store.getState().login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(challenge);
    expect(store.getState().user).toBeNull();
    expect(cached()).toBeNull();
    service.verifyLogin.mockResolvedValue(ana);
    await expect(store.getState().verifyLogin('pendiente', '123456')).resolves.toEqual(ana);
    expect(service.verifyLogin).toHaveBeenCalledWith('pendiente', '123456');
    expect(store.getState()).toMatchObject({ user: ana, status: 'ready' });
    expect(cached()).toEqual(ana);
  });

  it('setUser replaces the user and its cache (profile edits)', () => {
    const store = createSessionStore();
    store.getState().setUser({ ...ana, nombre: 'Ana María' });
    expect(store.getState().user?.nombre).toBe('Ana María');
    expect(cached()?.nombre).toBe('Ana María');
  });

  it('a failed login leaves the session as it was and passes the error on', async () => {
    service.login.mockRejectedValue(new Error('Credenciales inválidas. Intenta nuevamente.'));
    const store = createSessionStore();
    await expect(store.getState().login({ email: 'a', password: 'b' })).rejects.toThrow('Credenciales inválidas');
    expect(store.getState().user).toBeNull();
    expect(cached()).toBeNull();
  });

  it('logout clears the user and cache even when the call fails, with a warning only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    service.logout.mockRejectedValue(new Error('Error al cerrar sesión.'));
    const store = createSessionStore();
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('follows a login or logout made in another tab', () => {
    const store = createSessionStore();
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_USER_KEY }));
    expect(store.getState().user).toEqual(ana);
    localStorage.removeItem(STORAGE_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-clave' }));
    expect(store.getState().user).toEqual(ana);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_USER_KEY }));
    expect(store.getState().user).toBeNull();
  });

  it('clear forgets the user at once', () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    const store = createSessionStore();
    store.getState().clear();
    expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(cached()).toBeNull();
  });

  describe('session expired (a 401 the client announces)', () => {
    const expire = () => {
      for (const [listener] of onSessionExpired.mock.calls as Array<[() => void]>) listener();
    };

    afterEach(() => jest.useRealTimers());

    it('subscribes once it loads the client, then clears the user and goes to /login after 800 ms, once', async () => {
      jest.useFakeTimers();
      localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
      service.profile.mockResolvedValue(ana);
      service.login.mockResolvedValue(ana);
      const redirect = jest.fn();
      const store = createSessionStore({ redirect });
      expect(onSessionExpired).not.toHaveBeenCalled();

      await store.getState().restore();
      await store.getState().login({ email: 'ana@example.com', password: 'secreto' });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);

      expire();
      expire();
      expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
      expect(cached()).toBeNull();
      jest.advanceTimersByTime(799);
      expect(redirect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(redirect).toHaveBeenCalledTimes(1);
      expect(redirect).toHaveBeenCalledWith('/login');
    });

    it('a visitor downloads no client; a sign-in from another tab subscribes', async () => {
      const store = createSessionStore({ redirect: jest.fn() });
      await store.getState().restore();
      expect(onSessionExpired).not.toHaveBeenCalled();

      localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_USER_KEY }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      // (The stores of earlier tests hear the storage event too.)
      expect(onSessionExpired).toHaveBeenCalled();
      expire();
      expect(store.getState().user).toBeNull();
    });
  });
});
