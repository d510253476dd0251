import { firstIssue, loginSchema } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';
import { PasswordField } from './PasswordField';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/** /login (SPEC §2, §4, §5, §8). On success GuestOnly sends the user on (admins to /admin). */
export function LoginPage() {
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
  const blank = !email.trim() || !password.trim();
  const form = useTypedBeforeHydration((typed) => {
    setEmail(typed.email ?? '');
    setPassword(typed.password ?? '');
  });

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
      await login(parsed.data);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Error inesperado al iniciar sesión.'));
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField
        label="Correo electrónico"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        toggleLabel="Mostrar contraseña"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
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
