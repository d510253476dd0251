/// <reference path="./styled.d.ts" />
import { breakpoints } from './media';

/** Design tokens shared by the shell and both remotes. */
export const theme = {
  colors: {
    primary: '#6d28d9',
    primaryDark: '#4c1d95',
    primaryLight: '#ede9fe',
    accent: '#f59e0b',
    text: '#1f2937',
    textMuted: '#6b7280',
    background: '#f9fafb',
    surface: '#ffffff',
    border: '#e5e7eb',
    /** The edge of a control (a field, a carousel dot): at least 3:1 on white and on the page's background. */
    controlBorder: '#868b94',
    danger: '#b91c1c',
    dangerLight: '#fee2e2',
    success: '#15803d',
    successLight: '#dcfce7',
    info: '#1d4ed8',
    chart: '#3b82f6',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08), 0 1px 2px rgba(0, 0, 0, 0.04)',
    raised: '0 10px 25px rgba(0, 0, 0, 0.12)',
  },
  breakpoints,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  topBarHeight: '64px',
} as const;

export type Theme = typeof theme;
