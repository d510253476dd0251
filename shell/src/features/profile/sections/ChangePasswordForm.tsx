import { ActionForm } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { INTENT } from '../action';
import { Actions, Note, Section } from './Section';
import { useResettingWrite } from './useResettingWrite';

/**
 * 'Cambiar contraseña': the current one, a new one with the register rules, twice; the route action
 * checks them. Passwords are never sent back: once changed, the form is emptied.
 */
export function ChangePasswordForm() {
  const { fetcher, form, result, pending } = useResettingWrite(INTENT.cambiarContrasena);

  return (
    <Section title="Cambiar contraseña">
      <Note>Al cambiarla se cierran tus sesiones en otros dispositivos.</Note>
      <ActionForm ref={form} fetcher={fetcher} noValidate aria-busy={pending}>
        <input type="hidden" name="intent" value={INTENT.cambiarContrasena} />
        {result?.error && <Alert variant="error">{result.error}</Alert>}
        {result?.success && <Alert variant="success">{result.success}</Alert>}
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
      </ActionForm>
    </Section>
  );
}
