import { screen, within } from '@testing-library/react';
import { api, ok } from '@plataforma/shared-auth/testing';
import { renderPage } from '../../testing/renderPage';
import ConocenosPage from './ConocenosPage';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

beforeEach(() => api.get.mockReset());

describe('ConocenosPage', () => {
  it('badges the youth leader as Líder and the rest as Miembro', async () => {
    api.get.mockReturnValue(
      ok([
        { id: 1, imagen: 'equipo/a.jpg', nombre: 'Ana', rol: 'Líder Juvenil', descripcion: 'Coordina' },
        { id: 2, imagen: '', nombre: 'Luis', rol: 'Voluntario', descripcion: 'Apoya' },
      ]),
    );
    renderPage(<ConocenosPage />);
    const ana = (await screen.findByRole('heading', { name: 'Ana' })).closest('article')!;
    expect(api.get).toHaveBeenCalledWith('/equipo');
    expect(within(ana).getByText('Líder')).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: 'Ana' })).toBeInTheDocument();
    const luis = screen.getByRole('heading', { name: 'Luis' }).closest('article')!;
    expect(within(luis).getByText('Miembro')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    api.get.mockReturnValue(ok([]));
    renderPage(<ConocenosPage />);
    expect(await screen.findByText('Aún no hay miembros del equipo publicados.')).toBeInTheDocument();
  });
});
