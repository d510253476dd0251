import { ActionForm } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { PasswordField } from '../../../components/PasswordField';
import { INTENT } from '../action';
import { Actions, Note, Section } from './Section';
import { useResettingWrite } from './useResettingWrite';

/**
 * 'Cambiar correo': the new address and the current password, checked by the route action. The
 * account keeps its address until the link mailed to the new one is opened; the old one is told.
 */
export function ChangeEmailForm() {
  const { fetcher, form, result, pending } = useResettingWrite(INTENT.cambiarCorreo);

  return (
    <Section title="Cambiar correo">
      <Note>Te enviaremos un enlace al nuevo correo: el cambio se hace cuando lo abras.</Note>
      <ActionForm ref={form} fetcher={fetcher} noValidate aria-busy={pending}>
        <input type="hidden" name="intent" value={INTENT.cambiarCorreo} />
        {result?.error && <Alert variant="error">{result.error}</Alert>}
        {result?.success && <Alert variant="success">{result.success}</Alert>}
        <TextField label="Nuevo correo electrónico" type="email" name="email" autoComplete="email" required defaultValue={result?.fields?.email} />
        <PasswordField label="Contraseña actual" name="currentPassword" autoComplete="current-password" toggleLabel="Mostrar contraseña actual" required />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enviando...' : 'Cambiar correo'}
          </Button>
        </Actions>
      </ActionForm>
    </Section>
  );
}
