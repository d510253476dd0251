import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { AdminGuard } from './AdminGuard';

const renderGuard = () =>
  renderAt(
    <Routes>
      <Route path="/" element={<p>Inicio</p>} />
      <Route path="/admin/*" element={<AdminGuard><p>Panel remoto</p></AdminGuard>} />
    </Routes>,
    '/admin/usuarios',
  );

afterEach(resetSession);

describe('AdminGuard', () => {
  it('waits for the session check', () => {
    setSession({ user: makeUser({ rol: 'admin' }), status: 'loading' });
    renderGuard();
    expect(screen.getByText('Cargando sesión...')).toBeInTheDocument();
    expect(screen.queryByText('Panel remoto')).not.toBeInTheDocument();
  });

  it('sends a visitor home, replacing history', () => {
    setSession({ user: null, status: 'ready' });
    renderGuard();
    expect(currentPath()).toBe('/');
    expect(screen.queryByText('Panel remoto')).not.toBeInTheDocument();
  });

  it('sends a member home', () => {
    setSession({ user: makeUser({ rol: 'usuario' }), status: 'ready' });
    renderGuard();
    expect(currentPath()).toBe('/');
  });

  it('lets an admin in', () => {
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderGuard();
    expect(screen.getByText('Panel remoto')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/usuarios');
  });
});
