import { theme } from './theme';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const { colors } = theme;

describe('theme: what must be seen stands out 3:1 from what surrounds it (WCAG 1.4.11)', () => {
  it.each([
    ['a control’s edge on a card or dialog', colors.controlBorder, colors.surface],
    ['a control’s edge on the page', colors.controlBorder, colors.background],
    ['the focus ring on a card or dialog', colors.primaryDark, colors.surface],
    ['the focus ring on the page', colors.primaryDark, colors.background],
    ['the focus ring on the top bar', colors.accent, colors.primary],
    ['the focus ring on the scrolled top bar and the admin sidebar', colors.accent, colors.primaryDark],
  ])('%s', (_where, colour, surface) => {
    expect(contrast(colour, surface)).toBeGreaterThanOrEqual(3);
  });
});
