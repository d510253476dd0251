import { GlobalStyle, theme } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** The theme around the router, so every route and every error page (the root's too) has it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
