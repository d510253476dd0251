import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { ProfilePage } from './ProfilePage';

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

  it("falls back to an icon and 'No especificada'", () => {
    setSession({ user: makeUser({ ubicacion: '' }), status: 'ready' });
    renderProfile();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No especificada')).toBeInTheDocument();
  });
});
