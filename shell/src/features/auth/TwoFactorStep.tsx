import { firstIssue, loginVerifySchema } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formText } from '../../components/formText';
import { SubmitRow } from './AuthLayout';

/**
 * The second step of an admin's sign-in: the app's code, or one recovery code. GuestOnly moves on after.
 * Like the password step, the form is read when it is sent (the pending sign-in's token in a hidden field)
 * and the schema answers a blank code.
 */
export function TwoFactorStep({ token, onCancel }: { token: string; onCancel: () => void }) {
  const verifyLogin = useSession((s) => s.verifyLogin);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginVerifySchema.safeParse(formText(event.currentTarget));
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setSubmitting(true);
    try {
      await verifyLogin(parsed.data.token, parsed.data.codigo);
    } catch (failure) {
      setError(getErrorMessage(failure, 'No se pudo verificar el código.'));
      setSubmitting(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={submitting}>
      <Intro>Tu cuenta tiene la verificación en dos pasos activada.</Intro>
      {error && <Alert variant="error">{error}</Alert>}
      <input type="hidden" name="token" value={token} />
      <TextField
        label="Código de verificación"
        name="codigo"
        autoComplete="one-time-code"
        hint="Los 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación."
        required
        autoFocus
      />
      <SubmitRow>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Verificando...' : 'Verificar'}
        </Button>
      </SubmitRow>
      <Back>
        <Button variant="ghost" size="sm" disabled={submitting} onClick={onCancel}>
          Volver
        </Button>
      </Back>
    </form>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
`;

const Back = styled.div`
  margin-top: 0.75rem;
  text-align: center;
`;
