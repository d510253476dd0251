import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor, within } from '@testing-library/react';
import { gate, signedIn } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';
import { shownByRole } from '../../testing/shown';

const session = { id: 1, dispositivo: 'Chrome en Linux', ultimoUso: '2026-11-20T10:00:00.000Z', creadoEn: '2026-11-01T00:00:00.000Z', actual: true };
const main = () => screen.getByRole('main');

beforeEach(() => server.use(getJson('/account/sessions', [session]), getJson('/eventos/mias', [])));
afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('ProfilePage (/perfil)', () => {
  it('shows its loading text while the session is checked, then the page', async () => {
    signedIn(makeUser());
    const check = gate();
    server.use(
      http.get('/api/auth/profile', async () => {
        await check.opened;
        return HttpResponse.json(makeUser());
      }),
    );
    renderApp('/perfil');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando sesión...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    check.open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('¡Te damos la bienvenida, Ana Quispe!');
    await waitFor(() => expect(document.title).toBe('Mi perfil · Plataforma Juvenil'));
  });

  it('sends a visitor to /login without reading any account data', async () => {
    const requests = recordRequests();
    const { currentUrl } = renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
    expect(requests).toEqual([]);
  });

  it('sends a member whose session has expired to /login', async () => {
    signedIn(makeUser());
    server.use(http.get('/api/auth/profile', () => apiError(401)));
    const { currentUrl } = renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
  });

  it("shows the member's photo, name, email and location, as the server has them", async () => {
    // The cached user is out of date: the page shows the session check's answer.
    const account = signedIn(makeUser({ nombre: 'Ana' }));
    account.user = makeUser({ imagen: 'usuarios/ana.webp' });
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('¡Te damos la bienvenida, Ana Quispe!');
    expect(within(main()).getByRole('img', { name: 'Foto de perfil de Ana Quispe' })).toHaveAttribute('src', '/media/usuarios/ana.webp');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('La Paz')).toBeInTheDocument();
    expect(screen.getByText('Gracias por formar parte de nuestro movimiento juvenil. ¡Juntos construimos una Bolivia libre!')).toBeInTheDocument();
    expect(shownByRole('link', { name: 'Ana Quispe' })).toHaveAttribute('href', '/perfil');
  });

  it("falls back to an icon and 'No especificada'", async () => {
    signedIn(makeUser({ ubicacion: '' }));
    renderApp('/perfil');
    expect(await screen.findByText('No especificada')).toBeInTheDocument();
    expect(within(main()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('has a named section for each account feature; a member gets no two-step sign-in, nor asks for it', async () => {
    signedIn(makeUser());
    const requests = recordRequests();
    renderApp('/perfil');
    expect(await screen.findByText('Chrome en Linux')).toBeInTheDocument();
    for (const name of ['Mis actividades', 'Editar perfil', 'Cambiar contraseña', 'Sesiones activas', 'Descargar mis datos', 'Eliminar mi cuenta']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
    // The session check and the page's data are read at the same time, in either order.
    expect([...requests].sort()).toEqual(['GET /api/account/sessions', 'GET /api/auth/profile', 'GET /api/eventos/mias']);
  });

  it('gives an admin the two-step sign-in section, read from the API', async () => {
    signedIn(makeUser({ rol: 'admin' }));
    server.use(getJson('/account/two-factor', { activa: false, obligatoria: false, codigosRestantes: 0 }));
    renderApp('/perfil');
    const section = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    expect(await within(section).findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
  });

  it("shows a section's failure in the section, and the rest of the page", async () => {
    signedIn(makeUser());
    server.use(http.get('/api/account/sessions', () => new HttpResponse(null, { status: 500 })));
    renderApp('/perfil');
    const section = await screen.findByRole('region', { name: 'Sesiones activas' });
    expect(await within(section).findByText('No se pudieron cargar tus sesiones.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Editar perfil' })).toBeInTheDocument();
  });
});
