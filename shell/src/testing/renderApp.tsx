import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createRoutes, ROOT_ROUTE_ID } from '../app/routes';
import { adminRoutesPatcher } from '../federation/adminRoutes';

/** The whole shell at `url`, as the browser runs it: its route table, the admin patcher, the theme. */
export function renderApp(url = '/') {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url], patchRoutesOnNavigation: adminRoutesPatcher(ROOT_ROUTE_ID) });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view, currentUrl: () => `${router.state.location.pathname}${router.state.location.search}` };
}
