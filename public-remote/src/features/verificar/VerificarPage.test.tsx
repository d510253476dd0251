import { screen } from '@testing-library/react';
import { AFILIACION_MSG } from '@plataforma/contracts';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './VerificarPage';

const renderAt = (url: string) => renderRoute(page, { path: '/verificar/:code', url });

// Checked by the server at 07:14 in La Paz (11:14 UTC).
const verificadoEn = '2026-11-27T11:14:00.000Z';
const vigente = {
  vigente: true,
  estado: 'Afiliación vigente',
  nombre: 'Ana Quispe',
  imagen: 'usuarios/ana.jpg',
  numero: 'PJ-000007',
  aprobadaEn: '2026-11-22T14:00:00.000Z',
  verificadoEn,
};

describe('VerificarPage', () => {
  it('shows whose card it is, its number, since when and that it is in force', async () => {
    server.use(getJson('/verificar/abc_DEF-123', vigente));
    renderAt('/verificar/abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Ana Quispe' })).toBeInTheDocument();
    expect(screen.getByText('N.º de afiliado: PJ-000007')).toBeInTheDocument();
    expect(screen.getByText('Afiliado desde 22 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Afiliación vigente')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Ana Quispe' })).toHaveAttribute('src', '/media/usuarios/ana.jpg');
  });

  it("says when the server made the check, in Bolivia's time, so a screenshot can be told from a live check", async () => {
    server.use(getJson('/verificar/abc', vigente));
    renderAt('/verificar/abc');
    expect(await screen.findByText('Verificado el 27 de noviembre de 2026 a las 07:14')).toBeInTheDocument();
  });

  it('shows no photo when the member has none', async () => {
    server.use(getJson('/verificar/abc', { ...vigente, imagen: null }));
    renderAt('/verificar/abc');
    expect(await screen.findByRole('heading', { name: 'Ana Quispe' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says a revoked card is no longer in force, naming no one', async () => {
    server.use(getJson('/verificar/revocado', { vigente: false, estado: 'Afiliación no vigente', nombre: null, imagen: null, numero: null, aprobadaEn: null, verificadoEn }));
    renderAt('/verificar/revocado');
    expect(await screen.findByText('Afiliación no vigente')).toBeInTheDocument();
    expect(screen.queryByText('Afiliación vigente')).not.toBeInTheDocument();
    expect(screen.getByText('Verificado el 27 de noviembre de 2026 a las 07:14')).toBeInTheDocument();
  });

  it("says 'Código no válido' for a code the API does not know, and what to do; the server answers it 404", async () => {
    server.use(http.get('/api/verificar/desconocido', () => apiError(404, 'Código no válido')));
    renderAt('/verificar/desconocido');
    expect(await screen.findByText('Código no válido')).toBeInTheDocument();
    expect(screen.getByText(AFILIACION_MSG.codigoNoValidoAyuda)).toBeInTheDocument();
    expect(AFILIACION_MSG.codigoNoValidoAyuda).toMatch(/^Revisa que el enlace esté completo o vuelve a escanear el código QR/);
    expect(page.handle.head({ verificacion: null }).notFound).toBe(true);
    expect(page.handle.head({ verificacion: vigente }).notFound).toBeUndefined();
  });

  it('asks nothing for a code that cannot be one', async () => {
    const requests = recordRequests();
    renderAt('/verificar/no%20es%20un%20c%C3%B3digo');
    expect(await screen.findByText('Código no válido')).toBeInTheDocument();
    expect(screen.getByText(AFILIACION_MSG.codigoNoValidoAyuda)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the failure when the API cannot answer', async () => {
    server.use(http.get('/api/verificar/abc', () => apiError(503, 'El servicio no está disponible. Intenta más tarde.')));
    renderAt('/verificar/abc');
    expect(await screen.findByText('El servicio no está disponible. Intenta más tarde.')).toBeInTheDocument();
  });

  it('is kept out of search engines', () => {
    expect(page.handle.head({ verificacion: vigente })).toEqual({
      title: 'Verificar afiliación · Plataforma Juvenil',
      description: 'Verificación del carnet digital de afiliado de la Plataforma Juvenil.',
      noindex: true,
    });
  });
});
