import { isAdmin, pageTitle, type PageHandle } from '@plataforma/contracts';
import { isServerRender, sessionUser } from '@plataforma/shared-auth';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { listMisInscripciones } from '../../api/inscripciones';
import { listSessions } from '../../api/sessions';
import { twoFactorStatus } from '../../api/two-factor';

export { ProfilePage as Component } from './ProfilePage';

/**
 * /perfil's data: the member's sessions, their sign-ups ('Mis actividades') and, for an admin, two-step sign-in. The server renders the
 * page as a visitor (null: 'Cargando sesión...'); the browser runs the loader again on hydration
 * (`hydrate`), once it knows the session, and sends a visitor to /login (spec-notes §2 "Profile").
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (isServerRender(context)) return null;
  const user = await sessionUser();
  if (!user) throw redirect(paths.login);
  return { sesiones: listSessions(), inscripciones: listMisInscripciones(), dosPasos: isAdmin(user) ? twoFactorStatus() : null };
}
loader.hydrate = true as const;

export type ProfileData = Awaited<ReturnType<typeof loader>>;

export const handle: PageHandle = {
  head: () => ({ title: pageTitle('Mi perfil'), description: 'Tu perfil de miembro de la Plataforma Juvenil.' }),
};
