import { ActionForm } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { SubmitRow } from './AuthLayout';
import { BACK_INTENT, VERIFY_INTENT } from './loginAction';

/**
 * The second step of an admin's sign-in: the app's code, or one recovery code, sent to /login's action
 * with the pending sign-in's token in a hidden field. 'Volver' asks the action for the password step again,
 * with the email (Enter in the code field presses 'Verificar', the first button).
 */
export function TwoFactorStep({ token, email, error }: { token: string; email: string; error?: string }) {
  const submitting = useNavigation().state === 'submitting';

  return (
    <ActionForm noValidate aria-busy={submitting}>
      <Intro>Tu cuenta tiene la verificación en dos pasos activada.</Intro>
      {error && <Alert variant="error">{error}</Alert>}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="email" value={email} />
      <TextField
        label="Código de verificación"
        name="codigo"
        autoComplete="one-time-code"
        hint="Los 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación."
        required
        autoFocus
      />
      <SubmitRow>
        <Button type="submit" name="intent" value={VERIFY_INTENT} disabled={submitting}>
          {submitting ? 'Verificando...' : 'Verificar'}
        </Button>
      </SubmitRow>
      <Back>
        <Button type="submit" name="intent" value={BACK_INTENT} variant="ghost" size="sm" disabled={submitting}>
          Volver
        </Button>
      </Back>
    </ActionForm>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
`;

const Back = styled.div`
  margin-top: 0.75rem;
  text-align: center;
`;
