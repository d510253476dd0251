import { forgotPasswordSchema, firstIssue, pageTitle, type PageHandle } from '@plataforma/contracts';
import { ActionForm, attempt, formFields, loaderApi, refuse, type ActionResult } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { Link, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';

/** POST /api/auth/password/forgot: always the same answer, whether the email is registered or not. */
export async function action({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const fields = formFields(await request.formData());
  const parsed = forgotPasswordSchema.safeParse(fields);
  const email = { email: fields.email ?? '' };
  if (!parsed.success) return refuse(firstIssue(parsed.error), email);
  const api = await loaderApi(context);
  const done = await attempt(() => api.post<{ message: string }>('/auth/password/forgot', parsed.data), 'No se pudo enviar el enlace. Intenta nuevamente.', email);
  return done.ok ? { success: done.value.data.message } : done.refusal;
}

/** /recuperar: asks for a reset link, with or without JavaScript (its route action). */
export function Component() {
  const result = useActionData() as ActionResult | undefined;
  const submitting = useNavigation().state === 'submitting';

  return (
    <AuthLayout title="Recuperar contraseña">
      {result?.success ? (
        <Alert variant="success">{result.success}</Alert>
      ) : (
        <ActionForm noValidate aria-busy={submitting}>
          <p>Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.</p>
          {result?.error && <Alert variant="error">{result.error}</Alert>}
          <EmailField defaultValue={result?.fields?.email} />
          <SubmitRow>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Enviando...' : 'Enviar enlace'}
            </Button>
          </SubmitRow>
        </ActionForm>
      )}
      <SwitchLine>
        <Link to={paths.login}>Volver a iniciar sesión</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Recuperar contraseña'),
    description: '¿Olvidaste tu contraseña? Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva.',
  }),
};
