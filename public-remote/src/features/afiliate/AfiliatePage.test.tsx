import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import AfiliatePage from './AfiliatePage';

afterEach(() => resetSession(null));

describe('AfiliatePage', () => {
  it('sends visitors to /register', () => {
    renderWithTheme(<MemoryRouter><AfiliatePage /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Afíliate ahora' })).toHaveAttribute('href', '/register');
  });

  it('tells a member they already belong, with a link to the profile', () => {
    resetSession(makeUser());
    renderWithTheme(<MemoryRouter><AfiliatePage /></MemoryRouter>);
    expect(screen.getByText('¡Ya eres miembro, Ana Quispe! Gracias por sumarte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.queryByRole('link', { name: 'Afíliate ahora' })).not.toBeInTheDocument();
  });
});
