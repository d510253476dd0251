import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the image with its alt text and loading hint', () => {
    render(<ImageWithFallback src="/media/a.webp" alt="Marcha" loading="lazy" />);
    const img = screen.getByRole('img', { name: 'Marcha' });
    expect(img).toHaveAttribute('src', '/media/a.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the placeholder once, then stops', () => {
    const onError = jest.fn();
    render(<ImageWithFallback src="/media/roto.webp" alt="Rota" onError={onError} />);
    const img = screen.getByRole('img', { name: 'Rota' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('tries a new source again and honours a custom fallback', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="Foto" fallbackSrc="/otra.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/otra.jpg');
    rerender(<ImageWithFallback src="/b.jpg" alt="Foto" fallbackSrc="/otra.jpg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });

  it("shows the placeholder for an image of the server's HTML that failed before hydration (its error went unheard)", async () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const hydrated = async (naturalWidth: number) => {
      const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
      const container = document.createElement('div');
      container.innerHTML = '<img src="/media/a.webp" alt="Marcha"/>';
      document.body.append(container);
      await act(async () => {
        hydrateRoot(container, <ImageWithFallback src="/media/a.webp" alt="Marcha" />);
      });
      width.mockRestore();
      return container.querySelector('img');
    };
    try {
      expect(await hydrated(0)).toHaveAttribute('src', '/placeholder.jpg');
      expect(await hydrated(960)).toHaveAttribute('src', '/media/a.webp');
    } finally {
      complete.mockRestore();
    }
  });
});
