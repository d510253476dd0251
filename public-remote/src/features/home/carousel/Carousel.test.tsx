import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Imagen } from '@plataforma/contracts';
import { renderPage } from '../../../testing/renderPage';
import { useLoad } from '../../../lib/useLoad';
import { getImagenes } from '../api';
import { Carousel } from './Carousel';

const mockGet = jest.fn();
// Page loaders read with fetch: `mockGet(path)` gives the answer's `{ data }`.
global.fetch = jest.fn(async (url: string) => {
  const { data } = await mockGet(url.replace(/^\/api/, ''));
  return { ok: true, status: 200, json: async () => data } as Response;
}) as unknown as typeof fetch;

/** The carousel as the home page feeds it: the images loaded in the browser. */
function LoadedCarousel() {
  return <Carousel images={useLoad(() => getImagenes({ apiBase: '' }))} />;
}

const IMAGES: Imagen[] = [
  { id: 1, titulo: 'Marcha por la libertad', descripcion: 'La Paz, agosto', url: 'imagenes/marcha.webp' },
  { id: 2, titulo: 'Cabildo juvenil', descripcion: null, url: 'https://cdn.example.org/cabildo.jpg' },
  { id: 3, titulo: 'Voluntariado', descripcion: 'Santa Cruz', url: '' },
];

const currentDot = () => screen.getByRole('button', { current: true });
const tick = () => act(() => jest.advanceTimersByTime(5000));

async function showCarousel(images: Imagen[] = IMAGES) {
  mockGet.mockResolvedValue({ data: images });
  renderPage(<LoadedCarousel />);
  await screen.findByRole('img', { name: images[0]!.titulo });
}

beforeEach(() => {
  mockGet.mockReset();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Carousel', () => {
  it('shows a loading line, then the first image with its caption', async () => {
    mockGet.mockResolvedValue({ data: IMAGES });
    renderPage(<LoadedCarousel />);
    expect(screen.getByRole('heading', { name: 'Imágenes de nuestra lucha por ser Libre' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando imágenes...');

    const first = await screen.findByRole('img', { name: 'Marcha por la libertad' });
    expect(mockGet).toHaveBeenCalledWith('/imagenes');
    expect(first).toHaveAttribute('src', '/media/imagenes/marcha.webp');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveTextContent('Marcha por la libertadLa Paz, agosto');
    // Hidden slides are out of the accessibility tree, but their images load lazily ahead of time.
    const hidden = screen.getAllByRole('img', { hidden: true });
    expect(hidden.map((img) => img.getAttribute('src'))).toEqual([
      '/media/imagenes/marcha.webp',
      'https://cdn.example.org/cabildo.jpg',
      '/placeholder.jpg',
    ]);
    expect(hidden[1]).toHaveAttribute('loading', 'lazy');
    expect(hidden[1]).not.toHaveAttribute('fetchpriority');
  });

  it('shows the error line when the images cannot be loaded', async () => {
    mockGet.mockRejectedValue(new Error('Network Error'));
    renderPage(<LoadedCarousel />);
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the same line when there are no images', async () => {
    mockGet.mockResolvedValue({ data: [] });
    renderPage(<LoadedCarousel />);
    expect(await screen.findByText('No se pudieron cargar las imágenes del carrusel.')).toBeInTheDocument();
  });

  it('advances every 5 seconds and wraps around', async () => {
    await showCarousel();
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

  it('does not rotate or show controls with a single image', async () => {
    await showCarousel(IMAGES.slice(0, 1));
    tick();
    expect(screen.getByRole('img', { name: 'Marcha por la libertad' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping at both ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await showCarousel();
    await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByRole('img', { name: 'Voluntariado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByRole('img', { name: 'Marcha por la libertad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it('jumps to the image of a dot', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await showCarousel();
    const dots = screen.getAllByRole('button', { name: /^Ir a la imagen \d$/ });
    expect(dots).toHaveLength(3);
    await user.click(dots[2]!);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group', { name: '3 de 3' })).toBeInTheDocument();
  });

  it('holds while hovered or focused', async () => {
    await showCarousel();
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

  it('can be paused and resumed', async () => {
    await showCarousel();
    fireEvent.click(screen.getByRole('button', { name: '❚❚ Pausar carrusel' }));
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    fireEvent.click(screen.getByRole('button', { name: '▶ Reanudar carrusel' }));
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it('starts paused when the visitor prefers reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    await showCarousel();
    tick();
    expect(currentDot()).toHaveAccessibleName('Ir a la imagen 1');
    expect(screen.getByRole('button', { name: '▶ Reanudar carrusel' })).toBeInTheDocument();
  });

  it('falls back to the placeholder when an image fails', async () => {
    await showCarousel();
    const img = screen.getByRole('img', { name: 'Marcha por la libertad' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
  });
});
