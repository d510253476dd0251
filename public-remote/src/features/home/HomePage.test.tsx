import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import HomePage from './HomePage';

const mockGet = jest.fn();
// Page loaders read with fetch: `mockGet(path)` gives the answer's `{ data }`.
global.fetch = jest.fn(async (url: string) => {
  const { data } = await mockGet(url.replace(/^\/api/, ''));
  return { ok: true, status: 200, json: async () => data } as Response;
}) as unknown as typeof fetch;

describe('HomePage', () => {
  beforeEach(() => {
    mockGet.mockReset();
    mockGet.mockResolvedValue({ data: [] });
  });

  it('has a title, the carousel and the seven proposals in order', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jóvenes por una Bolivia Libre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Imágenes de nuestra lucha por ser Libre' })).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Plan de Gobierno' });
    const titles = within(plan)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      '1Salvar la economía',
      '2Reactivar la producción y el empleo',
      '3Propiedad popular',
      '4Bolivia Digital',
      '5Justicia, democracia y seguridad',
      '6Política social centrada en las personas',
      '7Reinserción internacional',
    ]);
    for (const heading of within(plan).getAllByRole('heading', { level: 3 })) {
      const card = heading.closest('li')!;
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    await screen.findByText('No se pudieron cargar las imágenes del carrusel.');
  });

  it('keeps the plan figures exact', async () => {
    renderPage(<HomePage />);
    expect(screen.getByText('Reducción del déficit fiscal del 10% al 3%.')).toBeInTheDocument();
    expect(screen.getByText('Creación de 750 mil empleos formales.')).toBeInTheDocument();
    expect(screen.getByText('Acciones de las empresas públicas valoradas en 1.500 USD para cada boliviano.')).toBeInTheDocument();
    expect(screen.getByText('Acciones intransferibles al inicio, pero heredables.')).toBeInTheDocument();
    expect(screen.getByText(/Asientos en los directorios/)).toBeInTheDocument();
    await screen.findByText('No se pudieron cargar las imágenes del carrusel.');
  });
});
