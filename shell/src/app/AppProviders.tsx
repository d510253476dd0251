import type { User } from '@plataforma/contracts';
import { RenderedUser, ServerCsrfToken } from '@plataforma/shared-auth';
import { GlobalStyle, theme } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

interface AppProvidersProps {
  children: ReactNode;
  /** Whom the server rendered the page for (the browser hydrates with the same). */
  user?: User | null;
  /** The server render's CSRF token for the page's forms (the browser reads its cookie). */
  csrfToken?: string;
}

/** The theme around the router, so every route and every error page (the root's too) has it. */
export function AppProviders({ children, user = null, csrfToken }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RenderedUser value={user}>
        <ServerCsrfToken value={csrfToken}>{children}</ServerCsrfToken>
      </RenderedUser>
    </ThemeProvider>
  );
}
