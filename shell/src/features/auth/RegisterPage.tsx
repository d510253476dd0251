import { pageTitle, type PageHandle } from '@plataforma/contracts';
import { ActionForm, type ActionResult } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { EmailField } from '../../components/EmailField';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PHOTO_FIELD, PhotoPicker } from '../../components/PhotoPicker';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';

export { action } from './registerAction';

/** /register (spec-notes §2, §4, §5, §8). The new member is signed in and sent home. */
export function Component() {
  return (
    <GuestOnly>
      <AuthLayout title="Crear cuenta">
        <RegisterForm />
      </AuthLayout>
    </GuestOnly>
  );
}

/**
 * /register's route action form (`registerAction.ts`), also sent without JavaScript (multipart, the photo
 * in its file input). The text fields are uncontrolled, so what was typed before the scripts ran is sent;
 * submit is never disabled for blank fields (the schema answers), only while the account is being created.
 * With scripts, the photo picker holds the checked photo (one chosen before they ran too) and the form is
 * sent with it.
 */
function RegisterForm() {
  const result = useActionData() as ActionResult | undefined;
  const submitting = useNavigation().state === 'submitting';
  const submit = useSubmit();
  const [photo, setPhoto] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const error = rejected ?? result?.error;

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setRejected(null);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRejected(null);
    const form = new FormData(event.currentTarget);
    if (photo) form.set(PHOTO_FIELD, photo);
    void submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <ActionForm encType="multipart/form-data" onSubmit={send} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label="Nombre completo" name="nombre" autoComplete="name" required defaultValue={result?.fields?.nombre} />
      <TextField label="Ubicación (ciudad)" name="ubicacion" autoComplete="address-level2" required defaultValue={result?.fields?.ubicacion} />
      <EmailField defaultValue={result?.fields?.email} />
      <NewPasswordFields label="Contraseña" />
      <PhotoPicker name={PHOTO_FIELD} value={photo} onChange={choosePhoto} onReject={setRejected} disabled={submitting} />
      <Terms>
        <input type="checkbox" name="aceptaTerminos" value="true" required defaultChecked={result?.fields?.aceptaTerminos === 'true'} />
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
    </ActionForm>
  );
}

/** The terms checkbox; the link opens /privacidad. */
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
