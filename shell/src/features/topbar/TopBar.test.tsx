import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { TopBar } from './TopBar';

const desktopNav = () => screen.getByRole('navigation', { name: 'Principal' });
const groupButton = (name: string, scope = desktopNav()) => within(scope).getByRole('button', { name });

afterEach(() => {
  resetSession();
  window.scrollY = 0;
});

describe('TopBar entries', () => {
  it('shows the logo link and the upper-case entries with their paths', () => {
    renderAt(<TopBar />);
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
    renderAt(<TopBar />);
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
    renderAt(<TopBar />);
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
    renderAt(<TopBar />);
    await userEvent.click(groupButton('CONTENIDO'));
    await userEvent.click(document.body);
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(groupButton('CONTENIDO'));
    await userEvent.click(screen.getByRole('link', { name: 'NOTICIAS' }));
    expect(currentPath()).toBe('/noticias');
    expect(groupButton('CONTENIDO')).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes its look once scrolled more than 20 px', () => {
    renderAt(<TopBar />);
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
  it('offers log in and join to a visitor', () => {
    renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: 'INICIAR SESIÓN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'FORMA PARTE' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it("shows a member's name and Cerrar, without Admin", () => {
    setSession({ user: makeUser(), status: 'ready' });
    renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: 'Ana Quispe' })).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INICIAR SESIÓN' })).not.toBeInTheDocument();
  });

  it('adds Admin for an admin, and logs out to /', async () => {
    const logout = jest.fn(async () => setSession({ user: null }));
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready', logout });
    renderAt(<TopBar />, '/noticias');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(logout).toHaveBeenCalledTimes(1);
    // The navigation follows the awaited logout, so it lands after the click's own act().
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.getByRole('link', { name: 'INICIAR SESIÓN' })).toBeInTheDocument();
  });
});

describe('TopBar mobile menu', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menú de navegación' });

  it('opens behind the hamburger button with the entries and mobile labels', async () => {
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderAt(<TopBar />);
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
    renderAt(<TopBar />);
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    const panel = screen.getByRole('navigation', { name: 'Menú móvil' });
    await userEvent.click(within(panel).getByRole('link', { name: 'CONÓCENOS' }));
    expect(currentPath()).toBe('/conocenos');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();
  });
});
