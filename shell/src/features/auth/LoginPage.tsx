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

function LoginForm() {
  const login = useSession((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An account with two-step sign-in: the password was right, the code is still due (no session yet).
  const [challenge, setChallenge] = useState<string | null>(null);
  const blank = !email.trim() || !password.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
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
    return (
      <TwoFactorStep
        token={challenge}
        onCancel={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        toggleLabel="Mostrar contraseña"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <ForgotLine>
        <Link to={paths.recuperar}>¿Olvidaste tu contraseña?</Link>
      </ForgotLine>
      <SubmitRow>
        <Button type="submit" disabled={submitting || blank}>
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
