import { firstIssue, loginSchema, pageTitle, type PageHandle } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';
import { TwoFactorStep } from './TwoFactorStep';
import { PasswordField } from '../../components/PasswordField';
import { formText } from '../../components/formText';

/** /login (spec-notes §2, §4, §5, §8). On success GuestOnly sends the user on (admins to /admin). */
export function Component() {
  return (
    <GuestOnly>
      <AuthLayout title="Iniciar sesión">
        <LoginForm />
      </AuthLayout>
    </GuestOnly>
  );
}

/**
 * The fields are uncontrolled and read when the form is sent (`formText`): what was typed before the
 * scripts ran is what is sent. Submit is never disabled for blank fields (the schema answers on submit),
 * only while a sign-in is under way; `method="post"` keeps a password typed and sent before the scripts
 * ran out of the address bar.
 */
function LoginForm() {
  const login = useSession((s) => s.login);
  // The email sent last: the form comes back with it from the two-step step's 'Volver'.
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An account with two-step sign-in: the password was right, the code is still due (no session yet).
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = formText(event.currentTarget);
    const parsed = loginSchema.safeParse(fields);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setEmail(fields.email ?? '');
    setError(null);
    setSubmitting(true);
    try {
      const result = await login(parsed.data);
      if ('verificacionRequerida' in result) {
        setChallenge(result.token);
        setSubmitting(false);
      }
    } catch (failure) {
      setError(getErrorMessage(failure, 'Error inesperado al iniciar sesión.'));
      setSubmitting(false);
    }
  };

  if (challenge) {
    return <TwoFactorStep token={challenge} onCancel={() => setChallenge(null)} />;
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <EmailField defaultValue={email} />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        toggleLabel="Mostrar contraseña"
      />
      <ForgotLine>
        <Link to={paths.recuperar}>¿Olvidaste tu contraseña?</Link>
      </ForgotLine>
      <SubmitRow>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </SubmitRow>
      <SwitchLine>
        ¿No tienes cuenta? <Link to={paths.register}>Regístrate</Link>
      </SwitchLine>
    </form>
  );
}

const ForgotLine = styled.p`
  margin: -0.5rem 0 1rem;
  text-align: right;
  font-size: 0.9rem;
  a { color: ${({ theme }) => theme.colors.primary}; }
`;

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Iniciar sesión'),
    description: 'Inicia sesión en la Plataforma Juvenil para comentar las publicaciones y votar en las encuestas.',
  }),
};
