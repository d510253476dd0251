import { fireEvent, screen } from '@testing-library/react';
import type { Comentario } from '@plataforma/contracts';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './PublicacionPage';

const publicacion = { id: 5, titulo: 'Propuesta de empleo', contenido: 'p'.repeat(200), creadoEn: '2026-11-15T12:00:00.000Z' };
const comentario = { id: 9, contenido: 'Bien dicho', publicacionId: 5, creadoEn: '2026-11-15T13:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 2, nombre: 'Luis' } };

const renderAt = (url: string, serverData?: unknown) => renderRoute(page, { path: '/publicaciones/:id', url, serverData });

afterEach(() => resetSession(null));

describe('PublicacionPage', () => {
  it('has the title and a short text as the share card', () => {
    expect(page.handle.head({ publicacion: { ...publicacion, comentarios: [] } })).toEqual({
      title: 'Propuesta de empleo · Plataforma Juvenil',
      description: `${'p'.repeat(160)}…`,
      type: 'article',
    });
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderAt('/publicaciones/5', { publicacion: { ...publicacion, comentarios: [comentario] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Propuesta de empleo' })).toBeInTheDocument();
    expect(screen.getByText('Bien dicho')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a publicaciones' })).toHaveAttribute('href', '/publicaciones');
    expect(requests).toEqual([]);
  });

  it('loads the publication of the URL, then its comments, and shows the whole text', async () => {
    const requests = recordRequests();
    server.use(getJson('/publicaciones/5', publicacion), getJson('/comentarios/publicacion/5', [comentario]));
    renderAt('/publicaciones/5');
    expect(await screen.findByText('Cargando publicación...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Propuesta de empleo' })).toBeInTheDocument();
    expect(screen.getByText('p'.repeat(200))).toBeInTheDocument();
    expect(screen.getByText('15 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comentarios (1)' })).toBeInTheDocument();
    expect(screen.getByText('Luis:')).toBeInTheDocument();
    // A link to /login that comes back to this publication once signed in.
    expect(screen.getByRole('link', { name: 'Inicia sesión para comentar' })).toHaveAttribute('href', '/login?volver=%2Fpublicaciones%2F5');
    expect(requests).toEqual(['GET /api/publicaciones/5', 'GET /api/comentarios/publicacion/5']);
  });

  it('shows the publication without comments when they cannot be loaded', async () => {
    server.use(getJson('/publicaciones/5', publicacion), http.get('/api/comentarios/publicacion/5', () => apiError(500)));
    renderAt('/publicaciones/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Propuesta de empleo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentarios (0)' })).toBeInTheDocument();
  });

  it("says so when the publication does not exist, else shows the page's error text", async () => {
    server.use(http.get('/api/publicaciones/5', () => apiError(404, 'El recurso solicitado no existe.')));
    const { unmount } = renderAt('/publicaciones/5');
    expect(await screen.findByText('Esta publicación no existe o fue eliminada.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/publicaciones/5', () => apiError(500)));
    renderAt('/publicaciones/5');
    expect(await screen.findByText('No se pudo cargar la publicación. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('is the route’s 404, asking nothing, when the id is not a number', async () => {
    const requests = recordRequests();
    renderAt('/publicaciones/5x');
    expect(await screen.findByRole('alert')).toHaveTextContent('La ruta respondió 404');
    expect(requests).toEqual([]);
  });

  it('lets a member comment, and lists the comment once the page has read it again', async () => {
    resetSession(makeUser());
    const stored: Comentario[] = [];
    server.use(
      getJson('/publicaciones/5', publicacion),
      http.get('/api/comentarios/publicacion/5', () => HttpResponse.json(stored)),
      http.post('/api/comentarios', async ({ request }) => {
        const body = (await request.json()) as { contenido: string; publicacionId: number };
        const nuevo = { id: 10, ...body, creadoEn: '2026-11-17T12:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 1, nombre: 'Ana Quispe' } };
        stored.push(nuevo);
        return HttpResponse.json(nuevo, { status: 201 });
      }),
    );
    renderAt('/publicaciones/5');
    const input = await screen.findByRole('textbox', { name: 'Escribe un comentario' });
    expect(screen.getByRole('heading', { name: 'Comentarios (0)' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' Me sumo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Me sumo')).toBeInTheDocument();
    expect(screen.getByText('Ana Quispe:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comentarios (1)' })).toBeInTheDocument();
    expect(stored).toEqual([{ id: 10, contenido: 'Me sumo', publicacionId: 5, creadoEn: '2026-11-17T12:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 1, nombre: 'Ana Quispe' } }]);
    expect(input).toHaveValue('');
  });
});
