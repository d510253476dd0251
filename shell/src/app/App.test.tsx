import { useSession } from '@plataforma/shared-auth';
import { screen, within } from '@testing-library/react';
import { currentPath, renderAt } from '../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { App } from './App';

jest.mock('../federation/RemotePage', () => ({
  RemotePage: ({ module }: { module: string }) => {
    if (module === 'Encuestas' && mockCrash.on) throw new Error('Fallo al dibujar las encuestas');
    return <div>remote:{module}</div>;
  },
}));

const mockCrash = { on: false };

// The admin guard's two-step check and the profile's account sections call the API.
jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
const { api, ok } = jest.requireMock<typeof import('@plataforma/shared-auth/testing')>('@plataforma/shared-auth/api');
beforeEach(() => {
  api.get.mockImplementation((url: string) =>
    ok(url === '/account/sessions' ? [] : { activa: false, obligatoria: false, codigosRestantes: 0 }),
  );
});

let restore: jest.Mock;
beforeEach(() => {
  restore = jest.fn(() => Promise.resolve());
  setSession({ restore, status: 'ready' });
});
afterEach(() => {
  resetSession();
  mockCrash.on = false;
});

describe('App routes (spec-notes §2)', () => {
  it('restores the session once on mount', () => {
    renderAt(<App />);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(useSession.getState().restore).toBe(restore);
  });

  it('renders the home page from the public remote inside the public layout', () => {
    renderAt(<App />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('remote:Home')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/noticias', 'Noticias'],
    ['/agenda', 'Agenda'],
    ['/afiliate', 'Afiliate'],
    ['/conocenos', 'Conocenos'],
    ['/publicaciones', 'Publicaciones'],
    ['/encuestas', 'Encuestas'],
  ])('renders %s from the public remote module %s', (path, module) => {
    renderAt(<App />, path);
    expect(within(screen.getByRole('main')).getByText(`remote:${module}`)).toBeInTheDocument();
  });

  it('shows the 404 page with a link home for unknown paths', () => {
    renderAt(<App />, '/no-existe');
    expect(screen.getByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('renders /login and /register standalone, without the top bar', async () => {
    const { unmount } = renderAt(<App />, '/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    unmount();
    renderAt(<App />, '/register');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('renders /perfil for a member', async () => {
    setSession({ user: makeUser() });
    renderAt(<App />, '/perfil');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ana Quispe');
  });

  it('loads the admin remote under /admin/* only for an admin', async () => {
    setSession({ user: makeUser({ rol: 'admin' }) });
    const { unmount } = renderAt(<App />, '/admin/usuarios');
    expect(await screen.findByText('remote:AdminApp')).toBeInTheDocument();
    unmount();

    setSession({ user: makeUser({ rol: 'usuario' }) });
    renderAt(<App />, '/admin');
    expect(screen.queryByText('remote:AdminApp')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it("shows 'Unexpected Application Error!' with the message when a page crashes while rendering", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockCrash.on = true;
    renderAt(<App />, '/encuestas');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Fallo al dibujar las encuestas')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
