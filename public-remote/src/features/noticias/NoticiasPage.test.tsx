import { screen } from '@testing-library/react';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './NoticiasPage';

const noticia = { id: 1, titulo: 'Gran marcha', descripcion: 'x'.repeat(130), imagenUrl: 'noticias/a.jpg', fecha: '2026-11-20T15:00:00.000Z' };

describe('NoticiasPage', () => {
  it('shows loading, then the cards with truncated text, media image and long date', async () => {
    server.use(getJson('/noticias/all', [noticia]));
    renderRoute(page);
    expect(await screen.findByText('Cargando noticias...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gran marcha' })).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(120)}…`)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Gran marcha' });
    expect(image).toHaveAttribute('src', '/media/noticias/a.jpg');
    // The first card is above the fold: its image is not lazy.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Gran marcha' })).toHaveAttribute('href', '/noticias/1');
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { noticias: [noticia] } });
    expect(screen.getByRole('heading', { name: 'Gran marcha' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the empty text', async () => {
    server.use(getJson('/noticias/all', []));
    renderRoute(page);
    expect(await screen.findByText('No hay noticias disponibles por ahora.')).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/noticias/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/noticias/all', () => new HttpResponse(null, { status: 500 })));
    renderRoute(page);
    expect(await screen.findByText('No se pudieron cargar las noticias. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('names the page and its share image from the news', () => {
    expect(page.handle.head({ noticias: [noticia] })).toEqual({
      title: 'Noticias · Plataforma Juvenil',
      description: 'Las últimas noticias del movimiento juvenil: marchas, propuestas y actividades en toda Bolivia.',
      image: '/media/noticias/a.jpg',
      // The first card's picture, asked for first (a JPEG kept from before WebP has no other widths).
      leadImage: { src: '/media/noticias/a.jpg', srcSet: '', sizes: '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, calc(100vw - 4.5rem)' },
    });
    expect(page.handle.head({ noticias: [] }).leadImage).toBeUndefined();
  });
});
