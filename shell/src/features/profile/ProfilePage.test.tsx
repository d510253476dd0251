import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { ProfilePage } from './ProfilePage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
const { api, ok } = jest.requireMock<typeof import('@plataforma/shared-auth/testing')>('@plataforma/shared-auth/api');
beforeEach(() => {
  api.get.mockImplementation((url: string) =>
    ok(url === '/account/sessions' ? [] : { activa: false, obligatoria: false, codigosRestantes: 0 }),
  );
});

const renderProfile = () =>
  renderAt(
    <Routes>
      <Route path="/perfil" element={<ProfilePage />} />
      <Route path="/login" element={<p>Formulario de ingreso</p>} />
    </Routes>,
    '/perfil',
  );

afterEach(resetSession);

describe('ProfilePage', () => {
  it('shows the session loading text while the session is checked', () => {
    setSession({ user: makeUser(), status: 'loading' });
    renderProfile();
    expect(screen.getByText('Cargando sesión...')).toBeInTheDocument();
  });

  it('sends a visitor to /login', () => {
    setSession({ user: null, status: 'ready' });
    renderProfile();
    expect(currentPath()).toBe('/login');
    expect(screen.getByText('Formulario de ingreso')).toBeInTheDocument();
  });

  it("shows the member's photo, name, email and location", () => {
    setSession({ user: makeUser({ imagen: 'usuarios/ana.webp' }), status: 'ready' });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Quispe');
    expect(screen.getByRole('img', { name: 'Foto de perfil de Ana Quispe' })).toHaveAttribute('src', '/media/usuarios/ana.webp');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('La Paz')).toBeInTheDocument();
    expect(screen.getByText(/Gracias por formar parte/)).toBeInTheDocument();
  });

  it("falls back to an icon and 'No especificada'", async () => {
    setSession({ user: makeUser({ ubicacion: '' }), status: 'ready' });
    renderProfile();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No especificada')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' })).toBeInTheDocument();
  });

  it('has a named section for each account feature; two-step sign-in only for admins', async () => {
    setSession({ user: makeUser(), status: 'ready' });
    const { unmount } = renderProfile();
    const sections = ['Editar perfil', 'Cambiar contraseña', 'Sesiones activas', 'Descargar mis datos', 'Eliminar mi cuenta'];
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Cerrar las demás sesiones' });
    unmount();

    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderProfile();
    expect(screen.getByRole('region', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
  });
});
