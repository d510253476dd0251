import { PLACEHOLDER_IMAGE } from '@plataforma/contracts';
import { mediaUrl, truncate } from './text';

describe('truncate', () => {
  it('returns short text unchanged', () => {
    expect(truncate('Hola', 10)).toBe('Hola');
    expect(truncate('1234567890', 10)).toBe('1234567890');
  });

  it('cuts long text at max characters and adds an ellipsis', () => {
    expect(truncate('abcdefghijkl', 5)).toBe('abcde…');
    expect(truncate('x'.repeat(130), 120)).toBe(`${'x'.repeat(120)}…`);
  });

  it('drops the spaces left at the cut', () => {
    expect(truncate('Hola   mundo cruel', 7)).toBe('Hola…');
  });

  it('treats missing text as empty', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('mediaUrl', () => {
  it('keeps absolute URLs and root paths', () => {
    expect(mediaUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    expect(mediaUrl('http://example.org/a.jpg')).toBe('http://example.org/a.jpg');
    expect(mediaUrl('/placeholder.jpg')).toBe('/placeholder.jpg');
    expect(mediaUrl('/media/imagenes/a.webp')).toBe('/media/imagenes/a.webp');
  });

  it('keeps in-browser previews', () => {
    expect(mediaUrl('blob:http://localhost/123')).toBe('blob:http://localhost/123');
  });

  it('puts relative paths under /media', () => {
    expect(mediaUrl('imagenes/a.webp')).toBe('/media/imagenes/a.webp');
  });

  it('uses the placeholder when there is no path', () => {
    expect(mediaUrl('')).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl('  ')).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
  });
});
