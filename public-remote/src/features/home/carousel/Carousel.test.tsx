import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Imagen } from '@plataforma/contracts';
import { apiError, getJson, http, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { theme } from '@plataforma/shared-ui';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderRoute } from '../../../testing/renderRoute';
import * as homePage from '../HomePage';
import { Carousel } from './Carousel';

const IMAGES: Imagen[] = [
  { id: 1, titulo: 'Marcha por la libertad', descripcion: 'La Paz, agosto', url: 'imagenes/marcha.webp' },
  { id: 2, titulo: 'Cabildo juvenil', descripcion: null, url: 'https://cdn.example.org/cabildo.jpg' },
  { id: 3, titulo: 'Voluntariado', descripcion: 'Santa Cruz', url: '' },
];

const currentDot = () => screen.getByRole('button', { current: true });

describe('Carousel, as the home page loads it', () => {
  it('shows a loading line, then the first image with its caption', async () => {
    const requests = recordRequests();
    server.use(getJson('/imagenes', IMAGES));
    renderRoute(homePage);
    expect(await screen.findByRole('heading', { name: 'Imágenes de nuestra lucha por ser Libre' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando imágenes...');

    const first = await screen.findByRole('img', { name: 'Marcha por la libertad' });
    expect(requests).toEqual(['GET /api/imagenes']);
    expect(first).toHaveAttribute('src', '/media/imagenes/marcha.webp');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveTextContent('Marcha por la libertadLa Paz, agosto');
    // Hidden slides are out of the accessibility tree, but their images load lazily ahead of time.
    const all = screen.getAllByRole('img', { hidden: true });
    expect(all.map((img) => img.getAttribute('src'))).toEqual(['/media/imagenes/marcha.webp', 'https://cdn.example.org/cabildo.jpg', '/placeholder.jpg']);
    expect(all[1]).toHaveAttribute('loading', 'lazy');
    expect(all[1]).not.toHaveAttribute('fetchpriority');
  });

  it('shows the error line when the images cannot be loaded', async () => {
    server.use(http.get('/api/imagenes', () => apiError(500)));
    renderRoute(homePage);
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's message when it sent one", async () => {
    server.use(http.get('/api/imagenes', () => apiError(503, 'El servicio no está disponible en este momento.')));
    renderRoute(homePage);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
  });

  it('shows the same line when there are no images', async () => {
    server.use(getJson('/imagenes', []));
    renderRoute(homePage);
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
  });
});

/** The home page hydrated with the server's images: the slide show starts at once, reading nothing. */
describe('Carousel rotation', () => {
  const show = (images: Imagen[] = IMAGES) => renderRoute(homePage, { serverData: { imagenes: images } });
  const tick = () => act(() => jest.advanceTimersByTime(5000));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('advances every 5 seconds and wraps around', () => {
    show();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    act(() => jest.advanceTimersByTime(4999));
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
    expect(screen.getByRole('img', { name: 'Cabildo juvenil' })).toBeInTheDocument();
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 3');
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
  });

  it('does not rotate or show controls with a single image', () => {
    show(IMAGES.slice(0, 1));
    tick();
    expect(screen.getByRole('img', { name: 'Marcha por la libertad' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping at both ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    show();
    await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByRole('img', { name: 'Voluntariado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByRole('img', { name: 'Marcha por la libertad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it('jumps to the image of a dot', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    show();
    const dots = screen.getAllByRole('button', { name: /^Ir a la imagen \d$/ });
    expect(dots).toHaveLength(3);
    await user.click(dots[2]!);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group', { name: '3 de 3' })).toBeInTheDocument();
  });

  it('holds while hovered or focused', () => {
    show();
    const image = screen.getByRole('img', { name: 'Marcha por la libertad' });
    fireEvent.mouseEnter(image);
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    fireEvent.mouseLeave(image);
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');

    act(() => screen.getByRole('button', { name: 'Imagen anterior' }).focus());
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
    act(() => screen.getByRole('button', { name: 'Imagen anterior' }).blur());
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 3');
  });

  it('can be paused and resumed', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '❚❚ Pausar carrusel' }));
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    fireEvent.click(screen.getByRole('button', { name: '▶ Reanudar carrusel' }));
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it("resumes at once from 'Reanudar carrusel' with the pointer and focus on it, as a click leaves them there", async () => {
    show();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '❚❚ Pausar carrusel' }));
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    await user.click(screen.getByRole('button', { name: '▶ Reanudar carrusel' }));
    expect(screen.getByRole('button', { name: '❚❚ Pausar carrusel' })).toHaveFocus();
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    show();
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    expect(screen.getByRole('button', { name: '▶ Reanudar carrusel' })).toBeInTheDocument();
  });

  it('falls back to the placeholder when an image fails', () => {
    show();
    const img = screen.getByRole('img', { name: 'Marcha por la libertad' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
  });
});

describe('Carousel, as the server renders it', () => {
  it("carries only the first slide's image, which the browser asks for at once", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <Carousel images={IMAGES} />
      </ThemeProvider>,
    );
    const images = [...host.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Marcha por la libertad']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('decoding', 'sync');
    // The other slides keep their frame, so nothing moves when their images come.
    expect(host.querySelectorAll('[aria-roledescription="diapositiva"]')).toHaveLength(3);
  });
});
