import { theme } from '@plataforma/shared-ui';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders inside the theme and a memory router at `path`; `currentPath()` reads where it went. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
