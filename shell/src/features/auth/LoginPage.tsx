import { pageTitle, type PageHandle } from '@plataforma/contracts';
import { ActionForm, type ActionResult } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { Link, useActionData, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { PasswordField } from '../../components/PasswordField';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';
import { TwoFactorStep } from './TwoFactorStep';

export { action } from './loginAction';

/** /login (spec-notes §2, §4, §5, §8). The action sends the user on (admins to /admin). */
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
 * A route action's form (`loginAction.ts`), sent by the router, or without JavaScript by the browser to
 * the server, which runs the same action. The fields are uncontrolled: what was typed before the scripts
 * ran is what is sent. Submit is never disabled for blank fields (the schema answers), only while a
 * sign-in is under way; `method="post"` keeps a password out of the address bar.
 */
function LoginForm() {
  const result = useActionData() as (ActionResult & { challenge?: string }) | undefined;
  const submitting = useNavigation().state === 'submitting';

  // An account with two-step sign-in: the password was right, the code is still due (no session yet).
  if (result?.challenge) return <TwoFactorStep token={result.challenge} email={result.fields?.email ?? ''} error={result.error} />;

  return (
    <ActionForm noValidate aria-busy={submitting}>
      {result?.error && <Alert variant="error">{result.error}</Alert>}
      <EmailField defaultValue={result?.fields?.email} />
      <PasswordField label="Contraseña" name="password" autoComplete="current-password" required toggleLabel="Mostrar contraseña" />
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
    </ActionForm>
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
