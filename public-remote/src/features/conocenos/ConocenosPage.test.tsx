import { screen, within } from '@testing-library/react';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './ConocenosPage';

const ana = { id: 1, imagen: 'equipo/a.jpg', nombre: 'Ana', rol: 'Líder Juvenil', descripcion: 'Coordina' };
const luis = { id: 2, imagen: '', nombre: 'Luis', rol: 'Voluntario', descripcion: 'Apoya' };

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('ConocenosPage', () => {
  it('shows loading, then badges the youth leader as Líder and the rest as Miembro', async () => {
    const requests = recordRequests();
    server.use(getJson('/equipo', [ana, luis]));
    renderRoute(page);
    expect(await screen.findByText('Cargando equipo...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/equipo']);
    expect(within(cardOf('Ana')).getByText('Líder')).toBeInTheDocument();
    expect(within(cardOf('Ana')).getByText('Líder Juvenil')).toBeInTheDocument();
    expect(within(cardOf('Ana')).getByText('Coordina')).toBeInTheDocument();
    expect(within(cardOf('Ana')).getByRole('img', { name: 'Ana' })).toHaveAttribute('src', '/media/equipo/a.jpg');
    expect(within(cardOf('Luis')).getByText('Miembro')).toBeInTheDocument();
    expect(within(cardOf('Luis')).getByText('Voluntario')).toBeInTheDocument();
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { equipo: [luis] } });
    expect(within(cardOf('Luis')).getByText('Miembro')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('has an empty state', async () => {
    server.use(getJson('/equipo', []));
    renderRoute(page);
    expect(await screen.findByText('Aún no hay miembros del equipo publicados.')).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/equipo', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/equipo', () => apiError(500)));
    renderRoute(page);
    expect(await screen.findByText('No se pudo cargar el equipo.')).toBeInTheDocument();
  });

  it('names the page', () => {
    expect(page.handle.head({ equipo: [ana] })).toEqual({
      title: 'Conócenos · Plataforma Juvenil',
      description: 'Conoce al equipo de jóvenes que impulsa la Plataforma Juvenil en toda Bolivia.',
    });
  });
});
