import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession } from '@plataforma/shared-auth';
import { getJson, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor, within } from '@testing-library/react';
import { data, useLoaderData } from 'react-router-dom';
import { renderApp } from '../testing/renderApp';

// The remotes are other deployables, fetched by the federation runtime: their modules are stood in for here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

/** A remote page showing the federation id its loader was given. */
function RemoteIdPage() {
  const { id } = useLoaderData<{ id: string }>();
  return <p>remote:{id}</p>;
}

const remotePage = (id: string) => ({
  loader: () => ({ id }),
  Component: RemoteIdPage,
  handle: { head: () => ({ title: `Título de ${id}`, description: '' }) },
});

function Nothing() {
  return <p>nunca</p>;
}

function CrashingPage(): never {
  throw new Error('Fallo al dibujar las encuestas');
}

function UsuariosPanel() {
  return <p>Panel: usuarios</p>;
}

const adminRoutes = [{ path: 'usuarios', Component: UsuariosPanel }];

beforeEach(() => {
  loadRemoteMock.mockReset().mockImplementation(async (id: string) => (id === 'admin_remote/AdminApp' ? { routes: adminRoutes } : remotePage(id)));
  setSession({ restore: jest.fn(() => Promise.resolve()), status: 'ready' });
});
afterEach(() => resetSession());

describe('the route table (spec-notes §2)', () => {
  it('restores the session once, then shows the home page of the public remote inside the public layout', async () => {
    renderApp('/');
    expect(await within(screen.getByRole('main')).findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(useSession.getState().restore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Título de public_remote/Home'));
  });

  it.each([
    ['/noticias', 'Noticias'],
    ['/noticias/3', 'Noticia'],
    ['/agenda', 'Agenda'],
    ['/agenda/4', 'Evento'],
    ['/afiliate', 'Afiliate'],
    ['/conocenos', 'Conocenos'],
    ['/publicaciones', 'Publicaciones'],
    ['/publicaciones/5', 'Publicacion'],
    ['/encuestas', 'Encuestas'],
    ['/verificar/Zx9_k-2', 'Verificar'],
    ['/privacidad', 'Privacidad'],
  ])('routes %s to the public remote module %s', async (path, module) => {
    renderApp(path);
    expect(await screen.findByText(`remote:public_remote/${module}`)).toBeInTheDocument();
  });

  it('shows the 404 page inside the layout for unknown paths', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it("shows the 404 page for an item a remote page's loader does not find", async () => {
    loadRemoteMock.mockResolvedValue({
      loader: () => {
        throw data(null, { status: 404 });
      },
      Component: Nothing,
    });
    renderApp('/noticias/abc');
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('404 - Página no encontrada · Plataforma Juvenil');
  });

  it('renders /login and /register standalone, without the top bar', async () => {
    const { unmount } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    unmount();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('renders /perfil for a member, with the sessions read from the API', async () => {
    setSession({ user: makeUser() });
    server.use(getJson('/account/sessions', [{ id: 'a', dispositivo: 'Chrome en Linux', ultimoUso: '2026-11-20T10:00:00.000Z', actual: true }]), getJson('/eventos/mias', []));
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ana Quispe');
    expect(await screen.findByText('Chrome en Linux')).toBeInTheDocument();
  });

  it('sends a visitor from /perfil to /login', async () => {
    setSession({ user: null });
    const { currentUrl } = renderApp('/perfil');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it("shows 'Unexpected Application Error!' with the message when a page crashes while rendering", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteMock.mockResolvedValue({ Component: CrashingPage });
    renderApp('/encuestas');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Fallo al dibujar las encuestas')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows the retry inside the layout when a remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));
    renderApp('/noticias');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar esta sección.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('the admin area', () => {
  const twoFactor = (status: { activa: boolean; obligatoria: boolean }) => getJson('/account/two-factor', { ...status, codigosRestantes: 10 });

  it('is loaded from the admin remote for an admin', async () => {
    setSession({ user: makeUser({ rol: 'admin' }) });
    server.use(twoFactor({ activa: true, obligatoria: true }));
    const { currentUrl } = renderApp('/admin/usuarios');
    expect(await screen.findByText('Panel: usuarios')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/usuarios');
    expect(loadRemoteMock).toHaveBeenCalledWith('admin_remote/AdminApp');
  });

  it.each([
    ['a visitor', null],
    ['a member', makeUser({ rol: 'usuario' })],
  ])('sends %s home without requesting its code', async (_who, user) => {
    setSession({ user });
    const requests = recordRequests();
    const { currentUrl } = renderApp('/admin/usuarios');
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(loadRemoteMock).not.toHaveBeenCalledWith('admin_remote/AdminApp');
    expect(requests).toEqual([]);
  });

  it('sends an admin to /perfil first when two-step sign-in is required and off (ADMIN_2FA_REQUIRED)', async () => {
    setSession({ user: makeUser({ rol: 'admin' }) });
    server.use(twoFactor({ activa: false, obligatoria: true }), getJson('/account/sessions', []), getJson('/eventos/mias', []));
    const { currentUrl } = renderApp('/admin/usuarios');
    await waitFor(() => expect(currentUrl()).toBe('/perfil?dosPasos=obligatoria'));
    expect(await screen.findByText('Para entrar al panel de administración debes activar la verificación en dos pasos.')).toBeInTheDocument();
    expect(screen.queryByText('Panel: usuarios')).not.toBeInTheDocument();
  });
});
