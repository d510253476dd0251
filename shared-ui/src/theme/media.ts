/**
 * Mobile-first breakpoints and their min-width media queries. A module apart from the theme, so a
 * page that only needs `media` does not bundle every design token (styled components read the
 * tokens from the ThemeProvider).
 */
export const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
} as const;
