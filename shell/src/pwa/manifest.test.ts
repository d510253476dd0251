/**
 * The web app manifest and the page's tags agree with the theme, and every icon the manifest names is a
 * PNG of the size it says (docs/decisions.md, "Offline and installable"; the browser test checks that
 * Chromium finds the site installable).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from '@plataforma/shared-ui';

const SHELL = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(SHELL, 'public', 'manifest.webmanifest'), 'utf8'));
const html = readFileSync(join(SHELL, 'index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('manifest.webmanifest', () => {
  it('names the app in Spanish, starts at / and opens standalone', () => {
    expect(manifest).toMatchObject({ name: 'Plataforma Juvenil', lang: 'es-BO', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("takes its colours from the theme, like the page's theme-color", () => {
    expect(manifest.theme_color).toBe(theme.colors.primary);
    expect(manifest.background_color).toBe(theme.colors.background);
    expect(html).toContain(`<meta name="theme-color" content="${theme.colors.primary}" />`);
  });

  it('has 192 and 512 px icons for any use and a maskable one, each a PNG of its stated size', () => {
    const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = manifest.icons;
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(join(SHELL, 'public', icon.src))).toBe(icon.sizes);
    }
  });

  it('is linked from the page with the home-screen icon for iOS', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = html.match(/<link rel="apple-touch-icon" href="([^"]+)" \/>/)?.[1];
    expect(touch && pngSize(join(SHELL, 'public', touch))).toBe('180x180');
  });
});
