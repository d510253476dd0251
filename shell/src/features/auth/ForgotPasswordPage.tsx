import { useAction } from '@plataforma/shared-auth';
import { forgotPasswordSchema, firstIssue, pageTitle, type PageHandle } from '@plataforma/contracts';
import { Alert, Button } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { requestPasswordReset } from '../../api/password-reset';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';

/** /recuperar: asks for a reset link; the answer never tells whether the email is registered. */
export function Component() {
  const [email, setEmail] = useState('');
  const { run, pending, error, success, fail } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(() => requestPasswordReset(parsed.data.email), 'No se pudo enviar el enlace. Intenta nuevamente.');
  };

  return (
    <AuthLayout title="Recuperar contraseña">
      {success ? (
        <Alert variant="success">{success}</Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={pending}>
          <p>Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.</p>
          {error && <Alert variant="error">{error}</Alert>}
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <SubmitRow>
            <Button type="submit" disabled={pending || !email.trim()}>
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
