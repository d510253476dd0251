import { CORREO_MSG, pageTitle, type PageHandle } from '@plataforma/contracts';
import { loaderGet, Pending } from '@plataforma/shared-auth';
import { Alert } from '@plataforma/shared-ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout, SwitchLine } from './AuthLayout';

/** The emailed link's token (base64url, as contracts' `confirmEmailQuerySchema` checks); anything else is not asked for. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Follows the link: a GET the API answers once per link, so the server render confirms the address while
 * it renders the page (no script needed) and the browser hydrates with the outcome.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { confirmacion: TOKEN.test(token) ? loaderGet<{ message: string }>(context, `/auth/correo/confirmar?token=${token}`) : null };
}

/** /confirmar-correo?token=… (#31 §3): 'Correo confirmado.', or why the link did not confirm. */
export function Component() {
  const { confirmacion } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title="Confirmar correo">
      {confirmacion ? (
        <Pending value={confirmacion} texts={{ loading: 'Confirmando tu correo...', error: CORREO_MSG.enlaceInvalido }}>
          {({ message }) => (
            <>
              <Alert variant="success">{message}</Alert>
              <p>Ya puedes comentar, votar, reportar comentarios, inscribirte en actividades y solicitar tu afiliación.</p>
            </>
          )}
        </Pending>
      ) : (
        <Alert variant="error">{CORREO_MSG.enlaceInvalido}</Alert>
      )}
      <SwitchLine>
        <Link to={paths.home}>Ir al inicio</Link> · <Link to={paths.perfil}>Mi perfil</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export const handle: PageHandle = {
  head: () => ({ title: pageTitle('Confirmar correo'), description: 'Confirmación del correo de tu cuenta de la Plataforma Juvenil.', noindex: true }),
};
