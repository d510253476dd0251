import { useAction } from '@plataforma/shared-auth';
import { forgotPasswordSchema, firstIssue, pageTitle, type PageHandle } from '@plataforma/contracts';
import { Alert, Button } from '@plataforma/shared-ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { formText } from '../../components/formText';
import { requestPasswordReset } from '../../api/password-reset';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';

/**
 * /recuperar: asks for a reset link; the answer never tells whether the email is registered. The email is
 * read when the form is sent, so one typed before the scripts ran counts (as on /login).
 */
export function Component() {
  const { run, pending, error, success, fail } = useAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse(formText(event.currentTarget));
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(() => requestPasswordReset(parsed.data.email), 'No se pudo enviar el enlace. Intenta nuevamente.');
  };

  return (
    <AuthLayout title="Recuperar contraseña">
      {success ? (
        <Alert variant="success">{success}</Alert>
      ) : (
        <form method="post" onSubmit={submit} noValidate aria-busy={pending}>
          <p>Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.</p>
          {error && <Alert variant="error">{error}</Alert>}
          <EmailField />
          <SubmitRow>
            <Button type="submit" disabled={pending}>
              {pending ? 'Enviando...' : 'Enviar enlace'}
            </Button>
          </SubmitRow>
        </form>
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
