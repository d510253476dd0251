import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminApp from './AdminApp';
import { api, ok } from '@plataforma/shared-auth/testing';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { renderAdmin } from './testing/render';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const entries = [
  ['Dashboard', '/admin/dashboard'],
  ['Usuarios', '/admin/usuarios'],
  ['Publicaciones', '/admin/publicaciones'],
  ['Imágenes (Carrusel)', '/admin/imagenes'],
  ['Agenda', '/admin/agenda'],
  ['Noticias', '/admin/noticias'],
  ['Encuestas', '/admin/encuestas'],
  ['Asistencias', '/admin/asistencias'],
];

const sidebarNav = () => screen.getByRole('navigation', { name: 'Administración' });
const menuToggle = () => screen.getByRole('button', { name: 'Menú de administración' });

/** jsdom applies no media query, so the page is laid out as on a phone: the sidebar starts collapsed. */
async function renderWithMenuOpen(path: string) {
  const user = userEvent.setup();
  renderAdmin(<AdminApp />, path);
  await user.click(menuToggle());
  return user;
}

const logout = jest.fn(async () => undefined);

beforeEach(() => {
  resetSession(makeUser({ email: 'admin@example.com', rol: 'admin' }));
  logout.mockClear();
  setSession({ logout });
  api.get.mockReset().mockImplementation((url: string) =>
    url === '/stats'
      ? ok({ usuarios: 1, publicaciones: 0, imagenes: 0, eventos: 0, asistencias: 0 })
      : url === '/users'
        ? ok({ users: [], total: 0, page: 1, limit: 10, totalPages: 0, hasNext: false, hasPrev: false })
        : ok([]),
  );
});

describe('AdminApp', () => {
  it('redirects a visitor and a member to /', () => {
    resetSession(null);
    const { unmount } = renderAdmin(<AdminApp />, '/admin/usuarios');
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    unmount();

    resetSession(makeUser({ rol: 'usuario' }));
    renderAdmin(<AdminApp />, '/admin');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('shows the eight entries as links, the email and the rol', async () => {
    await renderWithMenuOpen('/admin/dashboard');
    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Rol: admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Panel de Administración' })).toBeInTheDocument();
  });

  it('marks the current entry, the dashboard one also at /admin', async () => {
    const { unmount } = renderAdmin(<AdminApp />, '/admin');
    const dashboard = screen.getByRole('link', { name: 'Dashboard', hidden: true });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    await screen.findByText('1');
    unmount();

    await renderWithMenuOpen('/admin/usuarios');
    expect(within(sidebarNav()).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
  });

  it('navigates between sections', async () => {
    const user = await renderWithMenuOpen('/admin/dashboard');
    await screen.findByText('1');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Imágenes (Carrusel)' }));
    expect(screen.getByRole('heading', { name: 'Gestión del Carrusel' })).toBeInTheDocument();
    expect(await screen.findByText('No hay imágenes cargadas.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/imagenes');
  });

  it('titles the tab after the current screen, not the last public page', async () => {
    document.title = 'Noticias · Plataforma Juvenil';
    const user = await renderWithMenuOpen('/admin');
    expect(document.title).toBe('Panel de Administración · Plataforma Juvenil');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Usuarios' }));
    expect(document.title).toBe('Usuarios · Administración · Plataforma Juvenil');
    expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
  });

  it('shows a Spanish not-found message inside the layout for an unknown sub-path', () => {
    renderAdmin(<AdminApp />, '/admin/no-existe');
    expect(screen.getByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
    expect(menuToggle()).toBeInTheDocument();
  });

  it('collapses the sidebar behind a named toggle, closed by Escape and by navigating', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/publicaciones');
    const toggle = menuToggle();
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toBeVisible();
    expect(sidebar).toContainElement(sidebarNav());

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Agenda' }));
    expect(screen.getByRole('heading', { name: 'Gestión de Eventos' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out, then goes to /', async () => {
    const user = await renderWithMenuOpen('/admin/agenda');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });
});
