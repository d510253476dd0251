import { isAdmin } from '@plataforma/contracts';
import { sessionUser } from '@plataforma/shared-auth';
import { Outlet, redirect } from 'react-router-dom';
import { paths, perfilConDosPasos } from '../../app/paths';
import { twoFactorStatus } from '../../api/two-factor';

/**
 * The door of the admin area, checked on every visit: only a confirmed admin session passes; anyone
 * else goes home (spec-notes §6). ADMIN_2FA_REQUIRED: an admin without two-step sign-in is sent to
 * /perfil to turn it on. The API refuses admin routes to them anyway; this only spares them a panel
 * full of errors. If that check itself fails, the panel opens and the API decides.
 */
export async function loader() {
  if (!isAdmin(await sessionUser())) throw redirect(paths.home);
  const status = await twoFactorStatus().catch(() => null);
  if (status?.obligatoria && !status.activa) throw redirect(perfilConDosPasos);
  return null;
}

export function Component() {
  return <Outlet />;
}
