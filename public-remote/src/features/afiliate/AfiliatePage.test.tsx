import { screen } from '@testing-library/react';
import { recordRequests } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './AfiliatePage';

afterEach(() => resetSession(null));

describe('AfiliatePage', () => {
  it('tells visitors why and how to join and sends them to /register, reading nothing', async () => {
    const requests = recordRequests();
    renderRoute(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Afiliación' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Por qué afiliarte?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Cómo afiliarte?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Afíliate ahora' })).toHaveAttribute('href', '/register');
    expect(requests).toEqual([]);
  });

  it('tells a member they already belong, with a link to the profile', async () => {
    resetSession(makeUser());
    renderRoute(page);
    expect(await screen.findByText('¡Ya eres miembro, Ana Quispe! Gracias por sumarte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.queryByRole('link', { name: 'Afíliate ahora' })).not.toBeInTheDocument();
  });

  it('names the page', () => {
    expect(page.handle.head({})).toEqual({
      title: 'Mi Afiliación · Plataforma Juvenil',
      description: 'Súmate a los jóvenes que trabajan por una Bolivia libre: crea tu cuenta gratis en un minuto.',
    });
  });
});
