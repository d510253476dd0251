import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { renderPage } from '../../testing/renderPage';
import NoticiaPage, { head } from './NoticiaPage';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const noticia = { id: 7, titulo: 'Gran marcha', descripcion: 'd'.repeat(200), imagenUrl: 'noticias/a.webp', fecha: '2026-11-20T15:00:00.000Z' };

const renderAt = (path: string, data?: typeof noticia) =>
  renderPage(
    <Routes>
      <Route path="/noticias/:id" element={<NoticiaPage data={data} />} />
    </Routes>,
    path,
  );

beforeEach(() => api.get.mockReset());

describe('NoticiaPage', () => {
  it("has the item's title, a short description and its picture as the share card", () => {
    expect(head(noticia)).toEqual({
      title: 'Gran marcha · Plataforma Juvenil',
      description: `${'d'.repeat(160)}…`,
      image: '/media/noticias/a.webp',
      type: 'article',
    });
  });

  it("renders the server's data at once, without a request", () => {
    renderAt('/noticias/7', noticia);
    expect(screen.getByRole('heading', { level: 1, name: 'Gran marcha' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gran marcha' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: '← Volver a noticias' })).toHaveAttribute('href', '/noticias');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('loads the item on client navigation and titles the document', async () => {
    api.get.mockReturnValue(ok(noticia));
    renderAt('/noticias/7');
    expect(screen.getByText('Cargando noticia...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Gran marcha' });
    expect(api.get).toHaveBeenCalledWith('/noticias/7');
    expect(document.title).toBe('Gran marcha · Plataforma Juvenil');
  });

  it('says so when the item does not exist', async () => {
    api.get.mockReturnValue(Promise.reject(serverError(404)));
    renderAt('/noticias/7');
    expect(await screen.findByText('Esta noticia no existe o fue eliminada.')).toBeInTheDocument();
  });
});
