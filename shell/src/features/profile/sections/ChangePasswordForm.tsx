import { useAction } from '@plataforma/shared-auth';
import { changePasswordSchema, firstIssue } from '@plataforma/contracts';
import { Alert, Button } from '@plataforma/shared-ui';
import type { FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { formText } from '../../../components/formText';
import { changePassword } from '../../../api/account';
import { Actions, Note, Section } from './Section';

/** 'Cambiar contraseña': the current one, a new one with the register rules, twice (read when sent). */
export function ChangePasswordForm() {
  const { run, pending, error, success, fail } = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = changePasswordSchema.safeParse(formText(form));
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(async () => {
      const message = await changePassword(parsed.data);
      form.reset();
      return message;
    }, 'No se pudo cambiar la contraseña.');
  };

  return (
    <Section title="Cambiar contraseña">
      <Note>Al cambiarla se cierran tus sesiones en otros dispositivos.</Note>
      <form method="post" onSubmit={submit} noValidate aria-busy={pending}>
        {error && <Alert variant="error">{error}</Alert>}
        {success && <Alert variant="success">{success}</Alert>}
        <PasswordField
          label="Contraseña actual"
          name="currentPassword"
          autoComplete="current-password"
          toggleLabel="Mostrar contraseña actual"
          required
        />
        <NewPasswordFields />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
