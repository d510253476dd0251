import { screen, within } from '@testing-library/react';
import { getJson, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './HomePage';

const imagen = { id: 1, titulo: 'Marcha por la libertad', descripcion: 'La Paz, agosto', url: 'imagenes/marcha.webp' };

describe('HomePage', () => {
  it('has a title, the carousel and the seven proposals in order', async () => {
    server.use(getJson('/imagenes', []));
    renderRoute(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jóvenes por una Bolivia Libre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Imágenes de nuestra lucha por ser Libre' })).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Plan de Gobierno' });
    const proposals = within(plan).getAllByRole('heading', { level: 3 });
    expect(proposals.map((heading) => heading.textContent)).toEqual([
      '1Salvar la economía',
      '2Reactivar la producción y el empleo',
      '3Propiedad popular',
      '4Bolivia Digital',
      '5Justicia, democracia y seguridad',
      '6Política social centrada en las personas',
      '7Reinserción internacional',
    ]);
    const points = proposals.map((heading) => within(heading.closest('li') as HTMLElement).getAllByRole('listitem').length);
    expect(points).toEqual([5, 5, 3, 4, 4, 4, 4]);
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
  });

  it('keeps the plan figures exact', async () => {
    server.use(getJson('/imagenes', []));
    renderRoute(page);
    expect(await screen.findByText('Reducción del déficit fiscal del 10% al 3%.')).toBeInTheDocument();
    expect(screen.getByText('Creación de 750 mil empleos formales.')).toBeInTheDocument();
    expect(screen.getByText('Acciones de las empresas públicas valoradas en 1.500 USD para cada boliviano.')).toBeInTheDocument();
    expect(screen.getByText('Acciones intransferibles al inicio, pero heredables.')).toBeInTheDocument();
    expect(screen.getByText('Asientos en los directorios de las empresas para los ciudadanos accionistas.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
  });

  it("renders the server's images at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { imagenes: [imagen] } });
    expect(screen.getByRole('img', { name: 'Marcha por la libertad' })).toHaveAttribute('src', '/media/imagenes/marcha.webp');
    expect(requests).toEqual([]);
  });

  it('names the page with its tagline and shares the first carousel image', () => {
    const head = {
      title: 'Jóvenes por una Bolivia Libre · Plataforma Juvenil',
      description:
        'Somos la generación que se organiza, propone y trabaja para recuperar la economía, el empleo y la libertad de cada ' +
        'boliviano. Súmate a la lucha por un país libre, próspero y con oportunidades para todos.',
    };
    expect(page.handle.head({ imagenes: [imagen] })).toEqual({
      ...head,
      image: '/media/imagenes/marcha.webp',
      // The first slide's image is asked for first, in the size the slide shows it.
      leadImage: {
        src: '/media/imagenes/marcha.webp',
        srcSet: '/media/imagenes/marcha-480w.webp 480w, /media/imagenes/marcha-960w.webp 960w, /media/imagenes/marcha.webp 1920w',
        sizes: '(min-width: 74rem) 70rem, 100vw',
      },
    });
    expect(page.handle.head({ imagenes: [] })).toEqual({ ...head, image: undefined, leadImage: undefined });
  });
});
