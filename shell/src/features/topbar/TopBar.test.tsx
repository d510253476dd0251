import { STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';
import { allShownByRole, shownByRole } from '../../testing/shown';

// The top bar's links lead to the public remote's pages: another deployable, stood in for.
jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/remotes'));

/** The shell at `url` with its top bar, once the page has arrived. */
async function openAt(url = '/') {
  const view = renderApp(url);
  await screen.findByText(/^remote:/);
  return view;
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Principal' });
/** A dropdown's `<summary>` ('CONTENIDO ▾'): its button, native, which jsdom does not give the button role. */
const groupSummary = (name: string, scope = desktopNav()) =>
  within(scope).getByText((_, element) => element?.tagName === 'SUMMARY' && element.textContent === `${name}▾`);
/** The `<details>` a summary opens. */
const group = (name: string, scope = desktopNav()) => groupSummary(name, scope).parentElement!;

afterEach(() => {
  resetSession();
  localStorage.clear();
  window.scrollY = 0;
  jest.restoreAllMocks();
});

describe('TopBar entries', () => {
  it('shows the logo link and the upper-case entries with their paths', async () => {
    await openAt();
    expect(screen.getByRole('link', { name: 'Plataforma Juvenil: ir al inicio' })).toHaveAttribute('href', '/');
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'INICIO' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'MI AFILIACIÓN' })).toHaveAttribute('href', '/afiliate');
    expect(within(nav).getByRole('link', { name: 'CONÓCENOS' })).toHaveAttribute('href', '/conocenos');
    expect(group('CONTENIDO')).not.toHaveAttribute('open');
    expect(group('ACTIVIDADES')).not.toHaveAttribute('open');
    expect(within(nav).getByRole('link', { name: 'NOTICIAS' })).not.toBeVisible();
  });

  it('is rendered as <details> menus, closed, that open without scripts (named: the browser keeps one open)', async () => {
    await openAt();
    for (const name of ['CONTENIDO', 'ACTIVIDADES']) {
      expect(group(name).tagName).toBe('DETAILS');
      expect(group(name)).toHaveAttribute('name', 'nav-desktop');
    }
    expect(screen.getByLabelText('Menú de navegación').parentElement).not.toHaveAttribute('name');
  });

  it('opens one dropdown at a time', async () => {
    await openAt();
    await userEvent.click(groupSummary('CONTENIDO'));
    expect(group('CONTENIDO')).toHaveAttribute('open');
    expect(within(group('CONTENIDO')).getByRole('link', { name: 'NOTICIAS' })).toHaveAttribute('href', '/noticias');
    expect(within(group('CONTENIDO')).getByRole('link', { name: 'PUBLICACIONES' })).toHaveAttribute('href', '/publicaciones');
    expect(within(group('CONTENIDO')).getByRole('link', { name: 'NOTICIAS' })).toBeVisible();

    await userEvent.click(groupSummary('ACTIVIDADES'));
    await waitFor(() => expect(group('CONTENIDO')).not.toHaveAttribute('open'));
    expect(group('ACTIVIDADES')).toHaveAttribute('open');
    expect(within(group('ACTIVIDADES')).getByRole('link', { name: 'AGENDA' })).toHaveAttribute('href', '/agenda');
    expect(within(group('ACTIVIDADES')).getByRole('link', { name: 'ENCUESTAS' })).toHaveAttribute('href', '/encuestas');
    expect(within(desktopNav()).getByRole('link', { name: 'NOTICIAS' })).not.toBeVisible();

    await userEvent.click(groupSummary('ACTIVIDADES'));
    expect(group('ACTIVIDADES')).not.toHaveAttribute('open');
  });

  // Enter and Space on a summary are the browser's own (e2e/tests/before-scripts.test.mjs); jsdom has neither.
  it('closes with Escape and gives focus back to the summary', async () => {
    await openAt();
    await userEvent.click(groupSummary('ACTIVIDADES'));
    await userEvent.tab();
    expect(within(group('ACTIVIDADES')).getByRole('link', { name: 'AGENDA' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(group('ACTIVIDADES')).not.toHaveAttribute('open');
    expect(groupSummary('ACTIVIDADES')).toHaveFocus();
  });

  it('keeps a menu opened before the scripts ran, and closes it like any other', async () => {
    await openAt();
    group('CONTENIDO').setAttribute('open', '');
    await userEvent.click(document.body);
    expect(group('CONTENIDO')).not.toHaveAttribute('open');
  });

  it('closes on an outside click and on navigation', async () => {
    const { currentUrl } = await openAt();
    await userEvent.click(groupSummary('CONTENIDO'));
    await userEvent.click(document.body);
    expect(group('CONTENIDO')).not.toHaveAttribute('open');

    await userEvent.click(groupSummary('CONTENIDO'));
    await userEvent.click(within(group('CONTENIDO')).getByRole('link', { name: 'NOTICIAS' }));
    expect(await screen.findByText('remote:public_remote/Noticias')).toBeInTheDocument();
    expect(currentUrl()).toBe('/noticias');
    expect(group('CONTENIDO')).not.toHaveAttribute('open');
  });

  it('changes its look once scrolled more than 20 px', async () => {
    await openAt();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 20;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('TopBar session actions', () => {
  it('offers log in and join to a visitor', async () => {
    await openAt();
    expect(shownByRole('link', { name: 'INICIAR SESIÓN' })).toHaveAttribute('href', '/login');
    expect(shownByRole('link', { name: 'FORMA PARTE' })).toHaveAttribute('href', '/register');
    expect(allShownByRole('button', { name: 'Cerrar sesión' })).toEqual([]);
  });

  it("shows a member's name and Cerrar, without Admin", async () => {
    signedIn(makeUser());
    await openAt();
    expect(shownByRole('link', { name: 'Ana Quispe' })).toHaveAttribute('href', '/perfil');
    expect(shownByRole('button', { name: 'Cerrar sesión' })).toHaveTextContent(/^Cerrar$/);
    expect(allShownByRole('link', { name: 'Admin' })).toEqual([]);
    expect(allShownByRole('link', { name: 'INICIAR SESIÓN' })).toEqual([]);
  });

  it('adds Admin for an admin, and logs out on the server, then goes to /', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(makeUser({ rol: 'admin' })));
    signedIn(makeUser({ rol: 'admin' }));
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Sesión cerrada correctamente.' })));
    const requests = recordRequests();
    const { currentUrl } = await openAt('/noticias');
    expect(shownByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await userEvent.click(shownByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => shownByRole('link', { name: 'INICIAR SESIÓN' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/auth/profile', 'POST /api/auth/logout']);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
  });

  it('signs out here even when the server cannot be told, with a warning only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn(makeUser());
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 500 })));
    const { currentUrl } = await openAt('/noticias');
    await userEvent.click(shownByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => shownByRole('link', { name: 'INICIAR SESIÓN' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No se pudo cerrar la sesión en el servidor:', expect.objectContaining({ message: 'Error al cerrar sesión.' }));
  });
});

describe('TopBar mobile menu', () => {
  const menuSummary = () => screen.getByLabelText('Menú de navegación');
  const phoneMenu = () => menuSummary().parentElement!;
  const panel = () => screen.getByRole('navigation', { name: 'Menú móvil' });

  it('opens behind the ☰ summary with the entries and mobile labels', async () => {
    signedIn(makeUser({ rol: 'admin' }));
    await openAt();
    expect(phoneMenu().tagName).toBe('DETAILS');
    expect(phoneMenu()).not.toHaveAttribute('open');
    expect(panel()).not.toBeVisible();

    await userEvent.click(menuSummary());
    expect(phoneMenu()).toHaveAttribute('open');
    expect(panel()).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'Panel Admin' })).toHaveAttribute('href', '/admin');
    expect(within(panel()).getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();

    await userEvent.click(groupSummary('CONTENIDO', panel()));
    expect(within(panel()).getByRole('link', { name: 'NOTICIAS' })).toBeVisible();
    await userEvent.click(groupSummary('ACTIVIDADES', panel()));
    await waitFor(() => expect(within(panel()).getByRole('link', { name: 'NOTICIAS' })).not.toBeVisible());
    expect(within(panel()).getByRole('link', { name: 'AGENDA' })).toBeVisible();
    expect(phoneMenu()).toHaveAttribute('open');
  });

  it('closes with Escape, innermost first (back to its summary), and on navigation', async () => {
    const { currentUrl } = await openAt();
    await userEvent.click(menuSummary());
    await userEvent.click(groupSummary('ACTIVIDADES', panel()));
    await userEvent.keyboard('{Escape}');
    expect(group('ACTIVIDADES', panel())).not.toHaveAttribute('open');
    expect(groupSummary('ACTIVIDADES', panel())).toHaveFocus();
    expect(phoneMenu()).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    expect(phoneMenu()).not.toHaveAttribute('open');
    expect(menuSummary()).toHaveFocus();

    await userEvent.click(menuSummary());
    await userEvent.click(within(panel()).getByRole('link', { name: 'CONÓCENOS' }));
    expect(await screen.findByText('remote:public_remote/Conocenos')).toBeInTheDocument();
    expect(currentUrl()).toBe('/conocenos');
    expect(phoneMenu()).not.toHaveAttribute('open');
  });
});
