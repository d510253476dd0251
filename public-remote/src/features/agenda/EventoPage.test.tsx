import { screen } from '@testing-library/react';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './EventoPage';

// 22:30 UTC is 18:30 in La Paz, on Saturday 28 November 2026.
const evento = { id: 4, titulo: 'Foro juvenil', descripcion: 'e'.repeat(170), fecha: '2026-11-28T22:30:00.000Z', fechaFin: null, lugar: 'Plaza Murillo', imagen: 'eventos/f.jpg', cupo: null, inscritos: 0 };

const renderAt = (url: string, serverData?: unknown) => renderRoute(page, { path: '/agenda/:id', url, serverData });

describe('EventoPage', () => {
  it("has the event's title, a short description and its picture as the share card", () => {
    expect(page.handle.head({ evento })).toEqual({
      title: 'Foro juvenil · Plataforma Juvenil',
      description: `${'e'.repeat(160)}…`,
      image: '/media/eventos/f.jpg',
      type: 'article',
    });
    expect(page.handle.head({ evento: { ...evento, imagen: null } })).toEqual({
      title: 'Foro juvenil · Plataforma Juvenil',
      description: `${'e'.repeat(160)}…`,
      image: undefined,
      type: 'article',
    });
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderAt('/agenda/4', { evento });
    expect(screen.getByRole('heading', { level: 1, name: 'Foro juvenil' })).toBeInTheDocument();
    expect(screen.getByText('sáb, 28 nov 2026 · 18:30')).toBeInTheDocument();
    expect(screen.getByText('Lugar: Plaza Murillo')).toBeInTheDocument();
    expect(screen.getByText('sáb, 28 nov 2026 · 18:30').closest('time')).toHaveAttribute('dateTime', '2026-11-28T22:30:00.000Z');
    expect(screen.getByRole('img', { name: 'Foro juvenil' })).toHaveAttribute('src', '/media/eventos/f.jpg');
    expect(screen.getByRole('link', { name: '← Volver a la agenda' })).toHaveAttribute('href', '/agenda');
    expect(requests).toEqual([]);
  });

  it('shows the end time when the event has one', () => {
    renderAt('/agenda/4', { evento: { ...evento, fechaFin: '2026-11-29T00:00:00.000Z' } });
    expect(screen.getByText('sáb, 28 nov 2026 · 18:30 – 20:00')).toBeInTheDocument();
  });

  it('offers the sign-up and the calendar link of the event (a visitor is asked to sign in, returning here)', () => {
    const upcoming = { ...evento, fecha: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    renderAt('/agenda/4', { evento: upcoming });
    expect(screen.getByRole('link', { name: 'Inicia sesión para inscribirte' })).toHaveAttribute('href', '/login?volver=%2Fagenda%2F4');
    expect(screen.getByRole('link', { name: 'Agregar al calendario: Foro juvenil' })).toHaveAttribute('href', '/api/eventos/4/ics');
  });

  it("shows the places left of an event with a cupo ('Queda 1 cupo', 'Quedan 2 cupos', 'Cupos agotados')", () => {
    const upcoming = { ...evento, fecha: new Date(Date.now() + 3 * 86_400_000).toISOString(), cupo: 3 };
    for (const [inscritos, text] of [[2, 'Queda 1 cupo'], [1, 'Quedan 2 cupos'], [3, 'Cupos agotados']] as const) {
      const { unmount } = renderAt('/agenda/4', { evento: { ...upcoming, inscritos } });
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('loads the event of the URL, without place or picture when it has none', async () => {
    const requests = recordRequests();
    server.use(getJson('/eventos/4', { ...evento, lugar: null, imagen: null }));
    renderAt('/agenda/4');
    expect(await screen.findByText('Cargando evento...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Foro juvenil' })).toBeInTheDocument();
    expect(screen.queryByText('Lugar:', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/eventos/4']);
  });

  it('says so when the event does not exist, and shows the page’s error text on another failure', async () => {
    server.use(http.get('/api/eventos/4', () => apiError(404, 'El recurso solicitado no existe.')));
    const { unmount } = renderAt('/agenda/4');
    expect(await screen.findByText('Este evento no existe o fue eliminado.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/eventos/4', () => apiError(500)));
    renderAt('/agenda/4');
    expect(await screen.findByText('No se pudo cargar el evento. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('is the route’s 404, asking nothing, when the id is not a number', async () => {
    const requests = recordRequests();
    renderAt('/agenda/0');
    expect(await screen.findByRole('alert')).toHaveTextContent('La ruta respondió 404');
    expect(requests).toEqual([]);
  });
});
