import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';

/** Renders a page as the shell does: with the theme, inside a router (cards link to detail pages). */
export const renderPage = (ui: ReactElement, path = '/') => renderWithTheme(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
