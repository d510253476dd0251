import type { User } from '@plataforma/contracts';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { routes } from '../AdminApp';

/** The admin the tests are signed in as. */
export const admin = makeUser({ id: 1, nombre: 'Ana Quispe', email: 'ana@example.com', rol: 'admin' });

/** Where the shell's door shows its loading page until the first loaders have run. */
const DoorFallback = () => null;

interface Options {
  /** The session's user (the admin unless told): a visitor is `null`. */
  signedIn?: User | null;
  userEvent?: UserEventOptions;
}

/**
 * Renders the admin area as the shell adds it: the real `routes` as the children of an '/admin' route
 * (the shell's door, which checks the session, is not part of the remote), in a data router at `url`.
 * Each screen's loader reads through the real HTTP client from the tests' network (MSW). '/' is the
 * home page, a marker for the redirects.
 */
export function renderAdmin(url = '/admin', { signedIn = admin, userEvent: userEventOptions }: Options = {}) {
  resetSession(signedIn);
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/admin', Component: Outlet, HydrateFallback: DoorFallback, children: routes },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup(userEventOptions);
  return { router, user, ...renderWithTheme(<RouterProvider router={router} />) };
}
