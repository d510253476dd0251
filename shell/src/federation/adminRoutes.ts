import { isAdmin, pageModuleId, REMOTE_PAGES } from '@plataforma/contracts';
import { sessionUser } from '@plataforma/shared-auth';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { pageRoute } from '../app/pageRoute';
import { isAdminPath, paths } from '../app/paths';
import { loadExposed } from './remoteRoute';

const ADMIN_PAGE = REMOTE_PAGES.find((page) => !page.serverRendered)!;

/** The admin remote's route table: the routes below /admin, each a route module of its own. */
async function loadAdminRoutes(): Promise<RouteObject[]> {
  const id = pageModuleId(ADMIN_PAGE.remote, ADMIN_PAGE.module);
  return (await loadExposed<{ routes?: RouteObject[] }>(id, (exposed) => Array.isArray(exposed.routes))).routes!;
}

/**
 * React Router's `patchRoutesOnNavigation`: the admin area joins the route table the first time an
 * admin opens it. Its code is requested only once the session is confirmed and belongs to an admin
 * (spec-notes "Design rules"); for anyone else nothing is added and the not-found route sends them home.
 * The door (features/auth/adminDoor.tsx) checks the session again on every visit.
 */
export function adminRoutesPatcher(parentId: string): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (!isAdminPath(path)) return;
    if (!isAdmin(await sessionUser())) return;
    let children: RouteObject[];
    try {
      children = await loadAdminRoutes();
    } catch (error) {
      // Shown by the door's error page, with the retry, inside the admin URL.
      children = [{ index: true, loader: () => Promise.reject(error) }, { path: '*', loader: () => Promise.reject(error) }];
    }
    patch(parentId, [pageRoute({ id: 'admin', path: paths.admin, lazy: () => import('../features/auth/adminDoor'), children })]);
  };
}
