import { screen } from '@testing-library/react';
import { isSharedPage } from '@plataforma/contracts';
import { recordRequests } from '@plataforma/shared-auth/testing/network';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './PrivacidadPage';

describe('PrivacidadPage (/privacidad)', () => {
  it("is titled 'Política de privacidad' and says what is kept, for how long, who sees it and how to download or delete it, reading nothing", () => {
    const requests = recordRequests();
    renderRoute(page, { path: '/privacidad' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    for (const section of ['Qué guardamos y para qué', 'Cuánto tiempo', 'Quién los ve', 'Cómo descargarlos o borrarlos']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    // What the platform really does: the link lives, the session lasts, where the download and the deletion are.
    expect(screen.getByText(/El enlace para confirmar tu correo vale 48 horas/)).toBeInTheDocument();
    expect(screen.getByText(/pasen 30 días/)).toBeInTheDocument();
    expect(screen.getByText(/«Descargar mis datos»/)).toBeInTheDocument();
    expect(screen.getByText(/«Eliminar mi cuenta»/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mi perfil' })[0]).toHaveAttribute('href', '/perfil');
    expect(requests).toEqual([]);
  });

  it('is a static page every visitor shares (kept by the caches), with its own title', () => {
    expect(isSharedPage('/privacidad')).toBe(true);
    expect(page.handle.head(undefined as never).title).toBe('Política de privacidad · Plataforma Juvenil');
  });
});
