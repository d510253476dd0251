import { CORREO_MSG, pageTitle, type PageHandle } from '@plataforma/contracts';
import { getErrorMessage, loaderGet, Pending } from '@plataforma/shared-auth';
import { Alert } from '@plataforma/shared-ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout, SwitchLine } from './AuthLayout';

/** The emailed link's token (base64url, as contracts' `confirmEmailQuerySchema` checks); anything else is not asked for. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** What following the link came to: 'Correo confirmado.', or the server's Spanish reason. */
interface Resultado {
  confirmado: boolean;
  message: string;
}

/**
 * Follows the link: a GET the API answers once per link, so the server render confirms the address while
 * it renders the page (no script needed) and the browser hydrates with the outcome. A refusal is an
 * outcome too, worded by the server: the page renders it, not an error boundary.
 */
export function loader({ context, request }: LoaderFunctionArgs): { resultado: Promise<Resultado> } {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return { resultado: Promise.resolve({ confirmado: false, message: CORREO_MSG.enlaceInvalido }) };
  return {
    resultado: loaderGet<{ message: string }>(context, `/auth/correo/confirmar?token=${token}`).then(
      ({ message }) => ({ confirmado: true, message }),
      (failure: unknown) => ({ confirmado: false, message: getErrorMessage(failure, CORREO_MSG.enlaceInvalido) }),
    ),
  };
}

/** /confirmar-correo?token=…: 'Correo confirmado.', or why the link did not confirm. */
export function Component() {
  const { resultado } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title="Confirmar correo">
      <Pending value={resultado} texts={{ loading: 'Confirmando tu correo...', error: CORREO_MSG.enlaceInvalido }}>
        {({ confirmado, message }) =>
          confirmado ? (
            <>
              <Alert variant="success">{message}</Alert>
              <p>Ya puedes comentar, votar, reportar comentarios, inscribirte en actividades y solicitar tu afiliación.</p>
            </>
          ) : (
            <Alert variant="error">{message}</Alert>
          )
        }
      </Pending>
      <SwitchLine>
        <Link to={paths.home}>Ir al inicio</Link> · <Link to={paths.perfil}>Mi perfil</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export const handle: PageHandle = {
  head: () => ({ title: pageTitle('Confirmar correo'), description: 'Confirmación del correo de tu cuenta de la Plataforma Juvenil.', noindex: true }),
};
