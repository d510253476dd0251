import { screen } from '@testing-library/react';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { renderPage } from '../../testing/renderPage';
import NoticiasPage from './NoticiasPage';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const noticia = { id: 1, titulo: 'Gran marcha', descripcion: 'x'.repeat(130), imagenUrl: 'noticias/a.jpg', fecha: '2026-11-20T15:00:00.000Z' };

beforeEach(() => api.get.mockReset());

describe('NoticiasPage', () => {
  it('shows loading, then the cards with truncated text, media image and long date', async () => {
    api.get.mockReturnValue(ok([noticia]));
    renderPage(<NoticiasPage />);
    expect(screen.getByText('Cargando noticias...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gran marcha' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/noticias/all');
    expect(screen.getByText(`${'x'.repeat(120)}…`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gran marcha' })).toHaveAttribute('src', '/media/noticias/a.jpg');
    // The first card is above the fold: its image is not lazy.
    expect(screen.getByRole('img', { name: 'Gran marcha' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Gran marcha' })).toHaveAttribute('href', '/noticias/1');
    expect(screen.getByText(/20 de noviembre de 2026/)).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    api.get.mockReturnValue(ok([]));
    renderPage(<NoticiasPage />);
    expect(await screen.findByText('No hay noticias disponibles por ahora.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    api.get.mockRejectedValue(serverError(500));
    renderPage(<NoticiasPage />);
    expect(await screen.findByText('No se pudieron cargar las noticias. Intenta nuevamente.')).toBeInTheDocument();
  });
});
