import { changePasswordSchema, firstIssue, MSG } from '@plataforma/contracts';
import { Alert, Button } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/PasswordField';
import { changePassword } from '../../../api/account';
import { useSubmit } from '../../../lib/useSubmit';
import { Actions, Note, Section } from './Section';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Cambiar contraseña': the current one, a new one with the register rules, twice. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const { run, pending, error, success, setError } = useSubmit();
  const mismatch = fields.confirmPassword !== '' && fields.password !== fields.confirmPassword;
  const blank = Object.values(fields).some((v) => !v.trim());

  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(fields);
    if (!parsed.success) return setError(firstIssue(parsed.error));
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
        <PasswordField label="Contraseña actual" autoComplete="current-password" toggleLabel="Mostrar contraseña actual" {...bind('currentPassword')} />
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          hint="Mínimo 6 caracteres."
          toggleLabel="Mostrar nueva contraseña"
          {...bind('password')}
        />
        <PasswordField
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          toggleLabel="Mostrar confirmación de la nueva contraseña"
          error={mismatch ? MSG.contrasenasNoCoinciden : undefined}
          {...bind('confirmPassword')}
        />
        <Actions>
          <Button type="submit" disabled={pending || blank}>
            {pending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
