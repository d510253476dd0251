import { screen } from '@testing-library/react';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './VerificarPage';

const renderAt = (url: string) => renderRoute(page, { path: '/verificar/:code', url });

const vigente = { vigente: true, estado: 'Afiliación vigente', nombre: 'Ana Quispe', imagen: 'usuarios/ana.jpg', numero: 'PJ-000007', aprobadaEn: '2026-11-22T14:00:00.000Z' };

describe('VerificarPage', () => {
  it('shows whose card it is, its number, since when and that it is in force', async () => {
    server.use(getJson('/verificar/abc_DEF-123', vigente));
    renderAt('/verificar/abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Ana Quispe' })).toBeInTheDocument();
    expect(screen.getByText('N.º de afiliado: PJ-000007')).toBeInTheDocument();
    expect(screen.getByText('Afiliado desde 22 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Afiliación vigente')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ana Quispe' })).toHaveAttribute('src', '/media/usuarios/ana.jpg');
  });

  it('says a revoked card is no longer in force, naming no one', async () => {
    server.use(getJson('/verificar/revocado', { vigente: false, estado: 'Afiliación no vigente', nombre: null, imagen: null, numero: null, aprobadaEn: null }));
    renderAt('/verificar/revocado');
    expect(await screen.findByText('Afiliación no vigente')).toBeInTheDocument();
    expect(screen.queryByText('Afiliación vigente')).not.toBeInTheDocument();
  });

  it("says 'Código no válido' for a code the API does not know", async () => {
    server.use(http.get('/api/verificar/desconocido', () => apiError(404, 'Código no válido')));
    renderAt('/verificar/desconocido');
    expect(await screen.findByText('Código no válido')).toBeInTheDocument();
  });

  it('asks nothing for a code that cannot be one', async () => {
    const requests = recordRequests();
    renderAt('/verificar/no%20es%20un%20c%C3%B3digo');
    expect(await screen.findByText('Código no válido')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the failure when the API cannot answer', async () => {
    server.use(http.get('/api/verificar/abc', () => apiError(503, 'El servicio no está disponible. Intenta más tarde.')));
    renderAt('/verificar/abc');
    expect(await screen.findByText('El servicio no está disponible. Intenta más tarde.')).toBeInTheDocument();
  });

  it('is kept out of search engines', () => {
    expect(page.handle.head({ verificacion: null })).toEqual({
      title: 'Verificar afiliación · Plataforma Juvenil',
      description: 'Verificación del carnet digital de afiliado de la Plataforma Juvenil.',
      noindex: true,
    });
  });
});
