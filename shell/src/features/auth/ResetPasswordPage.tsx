import { ACCOUNT_MSG, firstIssue, resetPasswordSchema, pageTitle, type PageHandle } from '@plataforma/contracts';
import { ActionForm, attempt, formFields, isServerRender, loaderApi, refuse, useSession, type ActionResult } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';

/** POST /api/auth/password/reset with the token of the emailed link (in the page's address); every session ends. */
export async function action({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const parsed = resetPasswordSchema.safeParse({ ...formFields(await request.formData()), token });
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const api = await loaderApi(context);
  const done = await attempt(() => api.post<{ message: string }>('/auth/password/reset', parsed.data), 'No se pudo restablecer la contraseña.');
  if (!done.ok) return done.refusal;
  // Every session was revoked, this browser's included.
  if (!isServerRender(context)) useSession.getState().clear();
  return { success: done.value.data.message };
}

/** /restablecer?token=…: the emailed link's page, its form sent to the route action with or without JavaScript. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useActionData() as ActionResult | undefined;
  const submitting = useNavigation().state === 'submitting';

  if (result?.success) {
    return (
      <AuthLayout title="Restablecer contraseña">
        <Alert variant="success">{result.success}</Alert>
        <SwitchLine>
          <Link to={paths.login}>Iniciar sesión</Link>
        </SwitchLine>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Restablecer contraseña">
      {token ? (
        <ActionForm noValidate aria-busy={submitting}>
          {result?.error && <Alert variant="error">{result.error}</Alert>}
          <NewPasswordFields />
          <SubmitRow>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Guardando...' : 'Guardar nueva contraseña'}
            </Button>
          </SubmitRow>
        </ActionForm>
      ) : (
        <Alert variant="error">{ACCOUNT_MSG.enlaceInvalido}</Alert>
      )}
      <SwitchLine>
        <Link to={paths.recuperar}>Pedir un nuevo enlace</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Restablecer contraseña'),
    description: 'Elige una nueva contraseña para tu cuenta de la Plataforma Juvenil.',
  }),
};
