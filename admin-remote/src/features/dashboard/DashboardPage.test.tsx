import { screen, within } from '@testing-library/react';
import { apiError, getJson, http, HttpResponse, server } from '@plataforma/shared-auth/testing/network';
import { makeUser } from '@plataforma/shared-auth/testing/session';
import { gate } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const stats = { usuarios: 12, publicaciones: 7, imagenes: 5, eventos: 3, asistencias: 40, afiliacionesPendientes: 2, reportesPendientes: 4 };

const counter = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Resumen del Sistema' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('DashboardPage', () => {
  it.each([
    [{ nombre: 'Ana Quispe', email: 'ana@example.com' }, 'Bienvenido, Ana Quispe'],
    [{ nombre: '', email: 'ana@example.com' }, 'Bienvenido, ana@example.com'],
    [{ nombre: '', email: '' }, 'Bienvenido, Administrador'],
  ])('greets %o as "%s"', async (fields, greeting) => {
    server.use(getJson('/stats', stats));
    renderAdmin('/admin', { signedIn: makeUser({ rol: 'admin', ...fields }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de Administración' })).toBeInTheDocument();
    // The sidebar names it in Spanish too.
    expect(screen.getByRole('link', { name: 'Panel', hidden: true })).toBeInTheDocument();
    expect(screen.getByText(greeting)).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
  });

  it('links the quick actions to their sections', async () => {
    server.use(getJson('/stats', stats));
    renderAdmin('/admin/dashboard');
    const actions = within(await screen.findByRole('region', { name: 'Acciones rápidas' })).getAllByRole('link');
    expect(actions.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/publicaciones',
      '/admin/imagenes',
      '/admin/usuarios',
      '/admin/agenda',
      '/admin/asistencias',
    ]);
    expect(await screen.findByText('12')).toBeInTheDocument();
  });

  it('shows the counters at 0 under the loading line, then the seven counters from GET /api/stats', async () => {
    const answer = gate();
    server.use(
      http.get('/api/stats', async () => {
        await answer.opened;
        return HttpResponse.json(stats);
      }),
    );
    renderAdmin('/admin');
    expect(await screen.findByText('Cargando estadísticas...')).toBeInTheDocument();
    expect(counter('Usuarios')).toBe('0');
    answer.open();
    await screen.findByText('12');
    expect(screen.queryByText('Cargando estadísticas...')).not.toBeInTheDocument();
    expect(['Usuarios', 'Publicaciones', 'Imágenes', 'Eventos', 'Asistencias', 'Afiliaciones pendientes', 'Reportes pendientes'].map(counter)).toEqual([
      '12',
      '7',
      '5',
      '3',
      '40',
      '2',
      '4',
    ]);
  });

  it("shows the server's message, else the screen's default, and keeps the counters at 0", async () => {
    server.use(http.get('/api/stats', () => apiError(500, 'Ocurrió un error inesperado en el servidor. Intenta nuevamente.')));
    const { unmount } = renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado en el servidor. Intenta nuevamente.');
    expect(counter('Eventos')).toBe('0');
    expect(counter('Afiliaciones pendientes')).toBe('0');
    expect(counter('Reportes pendientes')).toBe('0');
    unmount();

    server.use(http.get('/api/stats', () => apiError(502)));
    renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las estadísticas.');
    expect(screen.queryByText('Cargando estadísticas...')).not.toBeInTheDocument();
  });
});
