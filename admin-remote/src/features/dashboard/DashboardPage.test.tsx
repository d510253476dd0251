import { screen, within } from '@testing-library/react';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderAdmin } from '../../testing/render';
import { DashboardPage } from './DashboardPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const stats = { usuarios: 12, publicaciones: 7, imagenes: 5, eventos: 3, asistencias: 40 };

const counter = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Resumen del Sistema' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

beforeEach(() => {
  resetSession(makeUser({ rol: 'admin' }));
  api.get.mockReset().mockReturnValue(ok(stats));
});

describe('DashboardPage', () => {
  it.each([
    [{ nombre: 'Ana Quispe', email: 'ana@example.com' }, 'Bienvenido, Ana Quispe'],
    [{ nombre: '', email: 'ana@example.com' }, 'Bienvenido, ana@example.com'],
    [{ nombre: '', email: '' }, 'Bienvenido, Administrador'],
  ])('greets %o as "%s"', async (fields, greeting) => {
    resetSession(makeUser({ rol: 'admin', ...fields }));
    renderAdmin(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de Administración' })).toBeInTheDocument();
    expect(screen.getByText(greeting)).toBeInTheDocument();
    await screen.findByText('12');
  });

  it('links the quick actions to their sections', async () => {
    renderAdmin(<DashboardPage />);
    const actions = within(screen.getByRole('region', { name: 'Acciones rápidas' })).getAllByRole('link');
    expect(actions.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/publicaciones',
      '/admin/imagenes',
      '/admin/usuarios',
      '/admin/agenda',
      '/admin/asistencias',
    ]);
    await screen.findByText('12');
  });

  it('loads the five counters from GET /api/stats', async () => {
    renderAdmin(<DashboardPage />);
    expect(screen.getByText('Cargando estadísticas...')).toBeInTheDocument();
    expect(counter('Usuarios')).toBe('0');
    await screen.findByText('12');
    expect(api.get).toHaveBeenCalledWith('/stats', { signal: expect.any(AbortSignal) });
    expect(screen.queryByText('Cargando estadísticas...')).not.toBeInTheDocument();
    expect(['Usuarios', 'Publicaciones', 'Imágenes', 'Eventos', 'Asistencias'].map(counter)).toEqual([
      '12',
      '7',
      '5',
      '3',
      '40',
    ]);
  });

  it("shows the server's message, else a Spanish default, and keeps the counters at 0", async () => {
    api.get.mockRejectedValueOnce(serverError(500, 'Ocurrió un error inesperado en el servidor. Intenta nuevamente.'));
    const { unmount } = renderAdmin(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error inesperado en el servidor. Intenta nuevamente.',
    );
    expect(counter('Eventos')).toBe('0');
    unmount();

    api.get.mockRejectedValueOnce(serverError(502));
    renderAdmin(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las estadísticas.');
    expect(screen.queryByText('Cargando estadísticas...')).not.toBeInTheDocument();
  });
});
