import { firstIssue, registerFormSchema, pageTitle, type PageHandle } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout, SubmitRow, SwitchLine } from './AuthLayout';
import { GuestOnly } from './GuestOnly';
import { EmailField } from '../../components/EmailField';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PhotoPicker } from '../../components/PhotoPicker';

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

const EMPTY = { nombre: '', ubicacion: '', email: '', password: '', confirmPassword: '' };
type TextFields = typeof EMPTY;

function RegisterForm() {
  const register = useSession((s) => s.register);
  const [fields, setFields] = useState<TextFields>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const blank = Object.values(fields).some((value) => !value.trim());

  const bind = (name: keyof TextFields) => ({
    name,
    value: fields[name],
    required: true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: e.target.value })),
  });

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(fields);
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
    if (photo) form.set('imagen', photo);

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
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label="Nombre completo" autoComplete="name" {...bind('nombre')} />
      <TextField label="Ubicación (ciudad)" autoComplete="address-level2" {...bind('ubicacion')} />
      <EmailField {...bind('email')} />
      <NewPasswordFields
        label="Contraseña"
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
      />
      <PhotoPicker value={photo} onChange={choosePhoto} onReject={setError} disabled={submitting} />
      <SubmitRow>
        <Button type="submit" disabled={submitting || blank}>
          {submitting ? 'Registrando...' : 'Registrarse'}
        </Button>
      </SubmitRow>
      <SwitchLine>
        ¿Ya tienes cuenta? <Link to={paths.login}>Inicia sesión</Link>
      </SwitchLine>
    </form>
  );
}

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Crear cuenta'),
    description: 'Crea tu cuenta gratis y forma parte de los jóvenes que trabajan por una Bolivia libre.',
  }),
};
