import { screen } from '@testing-library/react';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './NoticiaPage';

const noticia = { id: 7, titulo: 'Gran marcha', descripcion: 'd'.repeat(200), imagenUrl: 'noticias/a.webp', fecha: '2026-11-20T15:00:00.000Z' };

const renderAt = (url: string, serverData?: unknown) => renderRoute(page, { path: '/noticias/:id', url, serverData });

describe('NoticiaPage', () => {
  it("has the item's title, a short description and its picture as the share card", () => {
    expect(page.handle.head({ noticia })).toEqual({
      title: 'Gran marcha · Plataforma Juvenil',
      description: `${'d'.repeat(160)}…`,
      image: '/media/noticias/a.webp',
      type: 'article',
    });
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderAt('/noticias/7', { noticia });
    expect(screen.getByRole('heading', { level: 1, name: 'Gran marcha' })).toBeInTheDocument();
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gran marcha' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: '← Volver a noticias' })).toHaveAttribute('href', '/noticias');
    expect(requests).toEqual([]);
  });

  it('loads the item of the URL on client navigation', async () => {
    const requests = recordRequests();
    server.use(getJson('/noticias/7', noticia));
    renderAt('/noticias/7');
    expect(await screen.findByText('Cargando noticia...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gran marcha' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gran marcha' })).toHaveAttribute('src', '/media/noticias/a.webp');
    expect(screen.getByText('d'.repeat(200))).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/noticias/7']);
  });

  it('says so when the item does not exist', async () => {
    server.use(http.get('/api/noticias/7', () => apiError(404, 'El recurso solicitado no existe.')));
    renderAt('/noticias/7');
    expect(await screen.findByText('Esta noticia no existe o fue eliminada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a noticias' })).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/noticias/7', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderAt('/noticias/7');
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/noticias/7', () => new HttpResponse(null, { status: 500 })));
    renderAt('/noticias/7');
    expect(await screen.findByText('No se pudo cargar la noticia. Intenta nuevamente.')).toBeInTheDocument();
  });

  it.each(['abc', '2147483648', '9999999999'])('is the route’s 404, asking nothing, when the id is not one a row can have (%s)', async (id) => {
    const requests = recordRequests();
    const { router } = renderAt(`/noticias/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('La ruta respondió 404');
    expect(router.state.errors).toEqual({ pagina: expect.objectContaining({ status: 404 }) });
    expect(requests).toEqual([]);
  });
});
