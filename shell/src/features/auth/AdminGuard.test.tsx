import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { twoFactorStatus } from '../../api/two-factor';
import { AdminGuard } from './AdminGuard';

jest.mock('../../api/two-factor', () => ({ twoFactorStatus: jest.fn() }));
const status = twoFactorStatus as jest.Mock;
beforeEach(() => status.mockResolvedValue({ activa: false, obligatoria: false, codigosRestantes: 0 }));

const renderGuard = () =>
  renderAt(
    <Routes>
      <Route path="/" element={<p>Inicio</p>} />
      <Route path="/perfil" element={<p>Perfil</p>} />
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

  it('lets an admin in once the two-step check allows it', async () => {
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderGuard();
    expect(await screen.findByText('Panel remoto')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/usuarios');
  });

  it('sends an admin to /perfil first when two-step sign-in is required and off (ADMIN_2FA_REQUIRED)', async () => {
    status.mockResolvedValue({ activa: false, obligatoria: true, codigosRestantes: 0 });
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderGuard();
    expect(await screen.findByText('Perfil')).toBeInTheDocument();
    expect(currentPath()).toBe('/perfil');
    expect(screen.queryByText('Panel remoto')).not.toBeInTheDocument();
  });

  it('lets the admin in when the check fails: the API still refuses', async () => {
    status.mockRejectedValue(new Error('sin conexión'));
    setSession({ user: makeUser({ rol: 'admin' }), status: 'ready' });
    renderGuard();
    expect(await screen.findByText('Panel remoto')).toBeInTheDocument();
  });
});
