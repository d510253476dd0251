import { firstIssue, registerFormSchema, pageTitle, type PageHandle } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';
import { EmailField } from '../../components/EmailField';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PhotoPicker } from '../../components/PhotoPicker';
import { formText } from '../../components/formText';

/** /register (spec-notes §2, §4, §5, §8). The new member is logged in and GuestOnly sends them home. */
export function Component() {
  return (
    <GuestOnly>
      <AuthLayout title="Crear cuenta">
        <RegisterForm />
      </AuthLayout>
    </GuestOnly>
  );
}

/** The API's name for the photo of POST /api/auth/register. */
const PHOTO_FIELD = 'imagen';

/**
 * The text fields are uncontrolled and read when the form is sent (`formText`), so what was typed before
 * the scripts ran is what is sent; submit is never disabled for blank fields (the schema answers), only
 * while the account is being created. The photo picker holds the checked photo (one chosen before the
 * scripts ran too).
 */
function RegisterForm() {
  const register = useSession((s) => s.register);
  const [photo, setPhoto] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(formText(event.currentTarget));
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    // Trimmed texts from the schema; the password as typed (spec-notes §5).
    const form = new FormData();
    form.set('nombre', parsed.data.nombre);
    form.set('email', parsed.data.email);
    form.set('password', parsed.data.password);
    form.set('ubicacion', parsed.data.ubicacion);
    form.set('aceptaTerminos', 'true');
    if (photo) form.set(PHOTO_FIELD, photo);

    setError(null);
    setSubmitting(true);
    try {
      await register(form);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Error al registrarse.'));
      setSubmitting(false);
    }
  };

  return (
    <form method="post" encType="multipart/form-data" onSubmit={submit} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label="Nombre completo" name="nombre" autoComplete="name" required />
      <TextField label="Ubicación (ciudad)" name="ubicacion" autoComplete="address-level2" required />
      <EmailField />
      <NewPasswordFields label="Contraseña" />
      <PhotoPicker name={PHOTO_FIELD} value={photo} onChange={choosePhoto} onReject={setError} disabled={submitting} />
      <Terms>
        <input type="checkbox" name="aceptaTerminos" value="true" required />
        {/* CORREO_MSG.terminosLabel, with its policy linked. */}
        <span>
          Acepto los términos y la <Link to={paths.privacidad}>política de privacidad</Link>.
        </span>
      </Terms>
      <SubmitRow>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Registrando...' : 'Registrarse'}
        </Button>
      </SubmitRow>
      <SwitchLine>
        ¿Ya tienes cuenta? <Link to={paths.login}>Inicia sesión</Link>
      </SwitchLine>
    </form>
  );
}

/** The terms checkbox (#31 §3); the link opens /privacidad. */
const Terms = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 1rem;
  line-height: 1.4;
  input { width: 1.1rem; height: 1.1rem; margin-top: 0.15rem; flex-shrink: 0; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Crear cuenta'),
    description: 'Crea tu cuenta gratis y forma parte de los jóvenes que trabajan por una Bolivia libre.',
  }),
};
