import { theme } from '@plataforma/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

/** Shows where the router is, so tests can assert navigation. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `ui` as the shell does: theme, router, mounted at /admin/* (the home page is a marker). */
export function renderAdmin(ui: ReactElement, path = '/admin') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={ui} />
          <Route path="/" element={<h1>Inicio</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
