import { mediaVariant, srcSetFor } from './media';

describe('media widths', () => {
  it('derives the width variants from the stored path', () => {
    expect(mediaVariant('noticias/abc.webp', 480)).toBe('noticias/abc-480w.webp');
    expect(srcSetFor('noticias/abc.webp')).toBe(
      '/media/noticias/abc-480w.webp 480w, /media/noticias/abc-960w.webp 960w, /media/noticias/abc.webp 1920w',
    );
    expect(srcSetFor('/media/equipo/x.webp')).toMatch(/^\/media\/equipo\/x-480w\.webp 480w/);
  });

  it('gives no srcset for what the API did not store as WebP', () => {
    for (const path of ['', null, undefined, 'https://cdn.example/a.webp', '/placeholder.jpg', 'viejas/foto.jpg']) {
      expect(srcSetFor(path)).toBe('');
    }
  });
});
