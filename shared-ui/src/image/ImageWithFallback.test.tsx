import { fireEvent, render, screen } from '@testing-library/react';
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
});
