import { useLoaderData, type RouteObject } from 'react-router-dom';

/** A public remote's page: it shows the federation id its loader was given. */
function RemotePage() {
  return <p>remote:{useLoaderData<string>()}</p>;
}

function AdminPanel() {
  return <p>Panel de administración</p>;
}

const adminRoutes: RouteObject[] = [{ index: true, Component: AdminPanel }];

/**
 * Stand-ins for the remotes, which are other deployables the federation runtime fetches over the
 * network (MSW cannot answer a script): a test file that lands on a remote's page mocks the runtime with
 * `jest.mock('@module-federation/enhanced/runtime', () => require('<path to>/testing/remotes'))`.
 * A public page shows its federation id, e.g. 'remote:public_remote/Home'; the admin area is one page at /admin.
 */
export async function loadRemote(id: string) {
  if (id === 'admin_remote/AdminApp') return { routes: adminRoutes };
  return { loader: () => id, Component: RemotePage };
}
