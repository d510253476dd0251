import { ACCOUNT_MSG, firstIssue, resetPasswordSchema, pageTitle, type PageHandle } from '@plataforma/contracts';
import { useSession, useAction } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { formText } from '../../components/formText';
import { resetPassword } from '../../api/password-reset';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';

/**
 * /restablecer?token=…: the emailed link; a new password signs every session out. The passwords are read
 * when the form is sent; the token stays in the page's address, where a post to this page finds it too.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const clear = useSession((s) => s.clear);
  const { run, pending, error, success, fail } = useAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ ...formText(event.currentTarget), token });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(async () => {
      const message = await resetPassword(parsed.data);
      // Every session was revoked, this browser's included.
      clear();
      return message;
    }, 'No se pudo restablecer la contraseña.');
  };

  if (success) {
    return (
      <AuthLayout title="Restablecer contraseña">
        <Alert variant="success">{success}</Alert>
        <SwitchLine>
          <Link to={paths.login}>Iniciar sesión</Link>
        </SwitchLine>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Restablecer contraseña">
      {token ? (
        <form method="post" onSubmit={submit} noValidate aria-busy={pending}>
          {error && <Alert variant="error">{error}</Alert>}
          <NewPasswordFields />
          <SubmitRow>
            <Button type="submit" disabled={pending}>
              {pending ? 'Guardando...' : 'Guardar nueva contraseña'}
            </Button>
          </SubmitRow>
        </form>
      ) : (
        <Alert variant="error">{ACCOUNT_MSG.enlaceInvalido}</Alert>
      )}
      <SwitchLine>
        <Link to={paths.recuperar}>Pedir un nuevo enlace</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Restablecer contraseña'),
    description: 'Elige una nueva contraseña para tu cuenta de la Plataforma Juvenil.',
  }),
};
