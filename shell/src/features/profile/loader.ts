import { isAdmin, type AccountSession, type MiInscripcion, type TwoFactorStatus } from '@plataforma/contracts';
import { loaderGet, requestUser } from '@plataforma/shared-auth';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';

/**
 * /perfil's data, for the session the page is rendered for (the server's, from the request's cookies, or
 * the browser's once restored): the member's sessions, their sign-ups ('Mis actividades') and, for an
 * admin, two-step sign-in. A visitor is sent to /login (spec-notes §2 "Profile").
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requestUser(context);
  if (!user) throw redirect(paths.login);
  return {
    sesiones: loaderGet<AccountSession[]>(context, '/account/sessions'),
    inscripciones: loaderGet<MiInscripcion[]>(context, '/eventos/mias'),
    dosPasos: isAdmin(user) ? loaderGet<TwoFactorStatus>(context, '/account/two-factor') : null,
  };
}

export type ProfileData = Awaited<ReturnType<typeof loader>>;
