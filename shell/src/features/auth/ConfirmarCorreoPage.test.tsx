import { CORREO_MSG } from '@plataforma/contracts';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { resetSession } from '@plataforma/shared-auth/testing/session';
import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('ConfirmarCorreoPage (/confirmar-correo)', () => {
  it("follows the emailed link with one GET and shows 'Correo confirmado.'", async () => {
    const requests = recordRequests();
    server.use(getJson('/auth/correo/confirmar', { message: CORREO_MSG.confirmado }));
    renderApp(`/confirmar-correo?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Confirmar correo' })).toBeInTheDocument();
    expect(await screen.findByText(CORREO_MSG.confirmado)).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/correo/'))).toEqual([`GET /api/auth/correo/confirmar?token=${TOKEN}`]);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it("a used, expired or unknown link shows the server's Spanish message", async () => {
    server.use(http.get('/api/auth/correo/confirmar', () => apiError(400, CORREO_MSG.enlaceInvalido)));
    renderApp(`/confirmar-correo?token=${TOKEN}`);
    expect(await screen.findByText(CORREO_MSG.enlaceInvalido)).toBeInTheDocument();
  });

  it('a link without a token (cut by a mail client) says so without asking the server', async () => {
    const requests = recordRequests();
    renderApp('/confirmar-correo?token=corto');
    expect(await screen.findByText(CORREO_MSG.enlaceInvalido)).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/correo/'))).toEqual([]);
  });
});
