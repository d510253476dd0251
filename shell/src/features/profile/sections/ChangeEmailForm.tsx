import { useAction } from '@plataforma/shared-auth';
import { changeEmailSchema, firstIssue } from '@plataforma/contracts';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import type { FormEvent } from 'react';
import { PasswordField } from '../../../components/PasswordField';
import { formText } from '../../../components/formText';
import { changeEmail } from '../../../api/account';
import { Actions, Note, Section } from './Section';

/**
 * 'Cambiar correo' (#31 §3): the new address and the current password (read when sent). The account keeps
 * its address until the link mailed to the new one is opened; the old one is told.
 */
export function ChangeEmailForm() {
  const { run, pending, error, success, fail } = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = changeEmailSchema.safeParse(formText(form));
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(async () => {
      const message = await changeEmail(parsed.data);
      form.reset();
      return message;
    }, 'No se pudo cambiar el correo.');
  };

  return (
    <Section title="Cambiar correo">
      <Note>Te enviaremos un enlace al nuevo correo: el cambio se hace cuando lo abras.</Note>
      <form method="post" onSubmit={submit} noValidate aria-busy={pending}>
        {error && <Alert variant="error">{error}</Alert>}
        {success && <Alert variant="success">{success}</Alert>}
        <TextField label="Nuevo correo electrónico" type="email" name="email" autoComplete="email" required />
        <PasswordField label="Contraseña actual" name="currentPassword" autoComplete="current-password" toggleLabel="Mostrar contraseña actual" required />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enviando...' : 'Cambiar correo'}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
