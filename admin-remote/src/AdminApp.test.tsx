import { act, screen, within } from '@testing-library/react';
import { getJson, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, setSession } from '@plataforma/shared-auth/testing/session';
import { renderAdmin } from './testing/renderAdmin';

const entries = [
  ['Panel', '/admin/dashboard'],
  ['Usuarios', '/admin/usuarios'],
  ['Afiliaciones', '/admin/afiliaciones'],
  ['Publicaciones', '/admin/publicaciones'],
  ['Imágenes (Carrusel)', '/admin/imagenes'],
  ['Agenda', '/admin/agenda'],
  ['Noticias', '/admin/noticias'],
  ['Encuestas', '/admin/encuestas'],
  ['Asistencias', '/admin/asistencias'],
  ['Moderación', '/admin/moderacion'],
  ['Auditoría', '/admin/auditoria'],
];

const sidebarNav = () => screen.getByRole('navigation', { name: 'Administración' });
const menuToggle = () => screen.getByRole('button', { name: 'Menú de administración' });

/** jsdom applies no media query, so the page is laid out as on a phone: the sidebar starts collapsed. */
async function renderWithMenuOpen(url: string) {
  const rendered = renderAdmin(url);
  await rendered.user.click(await screen.findByRole('button', { name: 'Menú de administración' }));
  return rendered;
}

/** The tab title the shell gives the screen at the router's location: the deepest route's head. */
const tabTitle = (router: ReturnType<typeof renderAdmin>['router']) => router.state.matches.at(-1)?.route.handle?.head({}).title;

beforeEach(() => {
  // Every screen's list, empty: these tests are about the layout around them.
  server.use(
    getJson('/stats', { usuarios: 1, publicaciones: 0, imagenes: 0, eventos: 0, asistencias: 0, afiliacionesPendientes: 0, reportesPendientes: 0 }),
    getJson('/users', { users: [], total: 0, page: 1, limit: 10, totalPages: 0, hasNext: false, hasPrev: false }),
    getJson('/publicaciones/all', []),
    getJson('/imagenes', []),
    getJson('/eventos/all', []),
    getJson('/noticias/all', []),
    getJson('/encuestas/all', []),
    getJson('/asistencias', []),
    getJson('/moderacion/comentarios', { data: [], total: 0, page: 1, limit: 10, totalPages: 0, hasNext: false, hasPrev: false }),
    getJson('/afiliaciones', { data: [], total: 0, page: 1, limit: 10, totalPages: 0, hasNext: false, hasPrev: false }),
  );
});

describe('AdminApp routes', () => {
  it('send a visitor and a member to /', async () => {
    const visitor = renderAdmin('/admin/usuarios', { signedIn: null });
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/');
    visitor.unmount();

    const member = renderAdmin('/admin', { signedIn: makeUser({ rol: 'usuario' }) });
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(member.router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('show the entries as links, the email and the rol', async () => {
    await renderWithMenuOpen('/admin/dashboard');
    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Rol: admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Panel de Administración' })).toBeInTheDocument();
  });

  it('mark the current entry, the dashboard one also at /admin', async () => {
    const { unmount } = renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: 'Panel', hidden: true })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('1');
    unmount();

    await renderWithMenuOpen('/admin/usuarios');
    expect(within(sidebarNav()).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Panel' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('No se encontraron usuarios.')).toBeInTheDocument();
  });

  it('navigate between sections, each screen loading its list', async () => {
    const { user, router } = await renderWithMenuOpen('/admin/dashboard');
    await screen.findByText('1');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Imágenes (Carrusel)' }));
    expect(await screen.findByRole('heading', { name: 'Gestión del Carrusel' })).toBeInTheDocument();
    expect(await screen.findByText('No hay imágenes cargadas.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/imagenes');
    // The link followed is gone with the closed menu: the keyboard's place is the new screen.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("offer 'Saltar al contenido' as the keyboard's first stop, past the sidebar to the screen", async () => {
    const { user } = renderAdmin('/admin/dashboard');
    await screen.findByText('1');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it.each([
    ['/admin', 'Panel de Administración · Plataforma Juvenil'],
    ['/admin/dashboard', 'Panel de Administración · Plataforma Juvenil'],
    ['/admin/usuarios', 'Usuarios · Administración · Plataforma Juvenil'],
    ['/admin/afiliaciones', 'Afiliaciones · Administración · Plataforma Juvenil'],
    ['/admin/publicaciones', 'Publicaciones · Administración · Plataforma Juvenil'],
    ['/admin/imagenes', 'Imágenes (Carrusel) · Administración · Plataforma Juvenil'],
    ['/admin/agenda', 'Agenda · Administración · Plataforma Juvenil'],
    ['/admin/noticias', 'Noticias · Administración · Plataforma Juvenil'],
    ['/admin/encuestas', 'Encuestas · Administración · Plataforma Juvenil'],
    ['/admin/asistencias', 'Asistencias · Administración · Plataforma Juvenil'],
    ['/admin/no-existe', 'Administración · Plataforma Juvenil'],
  ])('title the tab at %s "%s"', async (url, title) => {
    const { router } = renderAdmin(url);
    await screen.findByRole('button', { name: 'Menú de administración' });
    expect(tabTitle(router)).toBe(title);
  });

  it('show a Spanish not-found message inside the layout for an unknown sub-path', async () => {
    renderAdmin('/admin/no-existe');
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel de administración' })).toHaveAttribute('href', '/admin/dashboard');
    expect(menuToggle()).toBeInTheDocument();
  });

  it('collapse the sidebar behind a named toggle, closed by Escape and by navigating', async () => {
    const { user } = renderAdmin('/admin/publicaciones');
    const toggle = await screen.findByRole('button', { name: 'Menú de administración' });
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
    expect(await screen.findByRole('heading', { name: 'Gestión de Eventos' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('log out, then go to /', async () => {
    const logout = jest.fn(async () => setSession({ user: null }));
    const { user, router } = await renderWithMenuOpen('/admin/agenda');
    act(() => setSession({ logout }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
