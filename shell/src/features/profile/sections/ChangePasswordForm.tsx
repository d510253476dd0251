import { useAction } from '@plataforma/shared-auth';
import { changePasswordSchema, firstIssue } from '@plataforma/contracts';
import { Alert, Button } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { changePassword } from '../../../api/account';
import { Actions, Note, Section } from './Section';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Cambiar contraseña': the current one, a new one with the register rules, twice. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const { run, pending, error, success, fail } = useAction();
  const blank = Object.values(fields).some((v) => !v.trim());

  const set = (name: keyof typeof EMPTY, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(fields);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(async () => {
      const message = await changePassword(parsed.data);
      setFields(EMPTY);
      return message;
    }, 'No se pudo cambiar la contraseña.');
  };

  return (
    <Section title="Cambiar contraseña">
      <Note>Al cambiarla se cierran tus sesiones en otros dispositivos.</Note>
      <form onSubmit={submit} noValidate aria-busy={pending}>
        {error && <Alert variant="error">{error}</Alert>}
        {success && <Alert variant="success">{success}</Alert>}
        <PasswordField
          label="Contraseña actual"
          name="currentPassword"
          autoComplete="current-password"
          toggleLabel="Mostrar contraseña actual"
          required
          value={fields.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
        />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} onChange={set} />
        <Actions>
          <Button type="submit" disabled={pending || blank}>
            {pending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
