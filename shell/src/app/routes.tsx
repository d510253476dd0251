import { REMOTE_PAGES, type PageHandle } from '@plataforma/contracts';
import { data, redirect, type RouteObject } from 'react-router-dom';
import { remoteRoute } from '../federation/remoteRoute';
import { notFoundHead, NotFoundPage } from './NotFoundPage';
import { pageRoute as page } from './pageRoute';
import { isAdminPath, paths } from './paths';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** The id of the root route, where the admin area is added once an admin opens it (federation/adminRoutes.ts). */
export const ROOT_ROUTE_ID = 'root';

const notFoundHandle: PageHandle = { head: () => notFoundHead };

/**
 * The route table of spec-notes §2, a new one per call: the server renders each request with its own
 * (a remote redeployed is then used at once, docs/decisions.md "One data layer"), the browser makes one. The public
 * remote's pages come from the page map; the shell's own pages are split off, so a visitor's `/`
 * downloads no forms. The admin area is added on navigation (federation/adminRoutes.ts).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [
            ...REMOTE_PAGES.filter((remotePage) => remotePage.serverRendered).map((remotePage) => page(remoteRoute(remotePage))),
            page({ path: paths.perfil, lazy: () => import('../features/profile/route') }),
            page({
              path: '*',
              // The admin area, until added, answers everyone else with home (spec-notes §6).
              loader: ({ request }) => {
                if (isAdminPath(new URL(request.url).pathname)) throw redirect(paths.home);
                throw data(null, { status: 404 });
              },
              Component: NotFoundPage,
              handle: notFoundHandle,
            }),
          ],
        },
        page({ path: paths.login, lazy: () => import('../features/auth/LoginPage') }),
        page({ path: paths.register, lazy: () => import('../features/auth/RegisterPage') }),
        page({ path: paths.recuperar, lazy: () => import('../features/auth/ForgotPasswordPage') }),
        page({ path: paths.restablecer, lazy: () => import('../features/auth/ResetPasswordPage') }),
        page({ path: paths.confirmarCorreo, lazy: () => import('../features/auth/ConfirmarCorreoPage') }),
      ],
    },
  ];
}
