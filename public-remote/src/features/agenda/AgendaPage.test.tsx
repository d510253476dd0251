import { screen } from '@testing-library/react';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './AgendaPage';

// 22:30 UTC is 18:30 in La Paz, on Saturday 28 November 2026.
const fecha = '2026-11-28T22:30:00.000Z';
const foro = { id: 1, titulo: 'Foro juvenil', descripcion: 'Debate', fecha, lugar: 'Plaza Murillo', imagen: 'eventos/f.jpg' };
const cabildo = { id: 2, titulo: 'Cabildo', descripcion: 'y'.repeat(125), fecha, lugar: null, imagen: null };

describe('AgendaPage', () => {
  it('shows loading, then each event with date, 24 h time, optional place and image, linking to its page', async () => {
    const requests = recordRequests();
    server.use(getJson('/eventos/all', [foro, cabildo]));
    renderRoute(page);
    expect(await screen.findByText('Cargando eventos...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Foro juvenil' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/eventos/all']);
    expect(screen.getByText('Lugar: Plaza Murillo')).toBeInTheDocument();
    expect(screen.getAllByText('Lugar:', { exact: false })).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Foro juvenil' })).toHaveAttribute('src', '/media/eventos/f.jpg');
    expect(screen.getByText(`${'y'.repeat(120)}…`)).toBeInTheDocument();
    expect(screen.getAllByText('sáb, 28 nov 2026 · 18:30')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Cabildo' })).toHaveAttribute('href', '/agenda/2');
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { eventos: [foro] } });
    expect(screen.getByRole('heading', { name: 'Foro juvenil' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the empty text', async () => {
    server.use(getJson('/eventos/all', []));
    renderRoute(page);
    expect(await screen.findByText('No hay eventos disponibles por ahora.')).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/eventos/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/eventos/all', () => new HttpResponse(null, { status: 500 })));
    renderRoute(page);
    expect(await screen.findByText('Ocurrió un error al cargar los eventos. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('shows the no-connection text when the server does not answer', async () => {
    server.use(http.get('/api/eventos/all', () => HttpResponse.error()));
    renderRoute(page);
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeInTheDocument();
  });

  it('names the page and shares the first event that has a picture', () => {
    expect(page.handle.head({ eventos: [cabildo, foro] })).toEqual({
      title: 'Agenda de Eventos · Plataforma Juvenil',
      description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
      image: '/media/eventos/f.jpg',
    });
    expect(page.handle.head({ eventos: [cabildo] })).toEqual({
      title: 'Agenda de Eventos · Plataforma Juvenil',
      description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
      image: undefined,
    });
  });
});
