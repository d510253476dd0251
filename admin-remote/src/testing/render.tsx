import { theme } from '@plataforma/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../lib/query-client';

/** Shows where the router is, so tests can assert navigation. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders `ui` as the shell does: theme, router, mounted at /admin/* (the home page is a marker),
 * with a fresh query cache, as AdminApp has on each mount.
 */
export function renderAdmin(ui: ReactElement, path = '/admin') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={ui} />
            <Route path="/" element={<h1>Inicio</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
