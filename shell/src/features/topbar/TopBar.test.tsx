import { STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';

// The top bar's links lead to the public remote's pages: another deployable, stood in for.
jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/remotes'));

/** The shell at `url` with its top bar, once the page has arrived. */
async function openAt(url = '/') {
  const view = renderApp(url);
  await screen.findByText(/^remote:/);
  return view;
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Principal' });
const groupButton = (name: string, scope = desktopNav()) => within(scope).getByRole('button', { name });

afterEach(() => {
  resetSession();
  localStorage.clear();
  window.scrollY = 0;
  jest.restoreAllMocks();
});

describe('TopBar entries', () => {
  it('shows the logo link and the upper-case entries with their paths', async () => {
    await openAt();
    expect(screen.getByRole('link', { name: 'Plataforma Juvenil: ir al inicio' })).toHaveAttribute('href', '/');
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'INICIO' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'MI AFILIACIÓN' })).toHaveAttribute('href', '/afiliate');
    expect(within(nav).getByRole('link', { name: 'CONÓCENOS' })).toHaveAttribute('href', '/conocenos');
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('ACTIVIDADES')).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'NOTICIAS' })).not.toBeInTheDocument();
  });

  it('opens one dropdown at a time', async () => {
    await openAt();
    await userEvent.click(groupButton('CONTENIDO'));
    const contenido = document.getElementById(groupButton('CONTENIDO').getAttribute('aria-controls')!)!;
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'true');
    expect(within(contenido).getByRole('link', { name: 'NOTICIAS' })).toHaveAttribute('href', '/noticias');
    expect(within(contenido).getByRole('link', { name: 'PUBLICACIONES' })).toHaveAttribute('href', '/publicaciones');

    await userEvent.click(groupButton('ACTIVIDADES'));
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('ACTIVIDADES')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'AGENDA' })).toHaveAttribute('href', '/agenda');
    expect(screen.getByRole('link', { name: 'ENCUESTAS' })).toHaveAttribute('href', '/encuestas');
    expect(screen.queryByRole('link', { name: 'NOTICIAS' })).not.toBeInTheDocument();

    await userEvent.click(groupButton('ACTIVIDADES'));
    expect(groupButton('ACTIVIDADES')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Escape closes and returns focus', async () => {
    await openAt();
    groupButton('ACTIVIDADES').focus();
    await userEvent.keyboard('{Enter}');
    expect(groupButton('ACTIVIDADES')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'AGENDA' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(groupButton('ACTIVIDADES')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('ACTIVIDADES')).toHaveFocus();
  });

  it('closes on an outside click and on navigation', async () => {
    const { currentUrl } = await openAt();
    await userEvent.click(groupButton('CONTENIDO'));
    await userEvent.click(document.body);
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(groupButton('CONTENIDO'));
    await userEvent.click(screen.getByRole('link', { name: 'NOTICIAS' }));
    expect(await screen.findByText('remote:public_remote/Noticias')).toBeInTheDocument();
    expect(currentUrl()).toBe('/noticias');
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes its look once scrolled more than 20 px', async () => {
    await openAt();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 20;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('TopBar session actions', () => {
  it('offers log in and join to a visitor', async () => {
    await openAt();
    expect(screen.getByRole('link', { name: 'INICIAR SESIÓN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'FORMA PARTE' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it("shows a member's name and Cerrar, without Admin", async () => {
    signedIn(makeUser());
    await openAt();
    expect(screen.getByRole('link', { name: 'Ana Quispe' })).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveAttribute('title', 'Cerrar sesión');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INICIAR SESIÓN' })).not.toBeInTheDocument();
  });

  it('adds Admin for an admin, and logs out on the server, then goes to /', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(makeUser({ rol: 'admin' })));
    signedIn(makeUser({ rol: 'admin' }));
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Sesión cerrada correctamente.' })));
    const requests = recordRequests();
    const { currentUrl } = await openAt('/noticias');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('link', { name: 'INICIAR SESIÓN' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/auth/profile', 'POST /api/auth/logout']);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
  });

  it('signs out here even when the server cannot be told, with a warning only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn(makeUser());
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 500 })));
    const { currentUrl } = await openAt('/noticias');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('link', { name: 'INICIAR SESIÓN' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No se pudo cerrar la sesión en el servidor:', expect.objectContaining({ message: 'Error al cerrar sesión.' }));
  });
});

describe('TopBar mobile menu', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menú de navegación' });

  it('opens behind the hamburger button with the entries and mobile labels', async () => {
    signedIn(makeUser({ rol: 'admin' }));
    await openAt();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();

    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(menuButton()).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: 'Panel Admin' })).toHaveAttribute('href', '/admin');
    expect(within(panel).getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();

    await userEvent.click(groupButton('CONTENIDO', panel));
    expect(within(panel).getByRole('link', { name: 'NOTICIAS' })).toBeInTheDocument();
    await userEvent.click(groupButton('ACTIVIDADES', panel));
    expect(within(panel).queryByRole('link', { name: 'NOTICIAS' })).not.toBeInTheDocument();
  });

  it('closes with Escape (back to the hamburger) and on navigation', async () => {
    const { currentUrl } = await openAt();
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    const panel = screen.getByRole('navigation', { name: 'Menú móvil' });
    await userEvent.click(within(panel).getByRole('link', { name: 'CONÓCENOS' }));
    expect(await screen.findByText('remote:public_remote/Conocenos')).toBeInTheDocument();
    expect(currentUrl()).toBe('/conocenos');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();
  });
});
