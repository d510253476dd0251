import { PARTICIPATION_MSG, type User } from '@plataforma/contracts';
import { ActionForm, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router-dom';
import { PHOTO_FIELD, PhotoPicker } from '../../../components/PhotoPicker';
import { INTENT } from '../action';
import { Actions, Section } from './Section';

/**
 * 'Editar perfil': nombre, ubicación and photo; the top bar and the cached user follow at once. A member
 * a moderator blocked may not change what others see of them: they read why instead of a form the
 * server would refuse.
 */
export function EditProfileForm({ user }: { user: User }) {
  if (user.bloqueado) {
    return (
      <Section title="Editar perfil">
        <Alert variant="info">{PARTICIPATION_MSG.cuentaBloqueada}</Alert>
      </Section>
    );
  }
  return <ProfileForm user={user} />;
}

/**
 * The route action's form (multipart: the photo in its file input without JavaScript). With scripts the
 * photo picker holds the checked photo and the form is sent with it, in place; 'Quitar foto' is a submit
 * button whose value asks the API to remove the photo.
 */
function ProfileForm({ user }: { user: User }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== 'idle';
  const result = useWriteResult(fetcher, { intent: INTENT.editarPerfil });
  const [photo, setPhoto] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const error = rejected ?? result?.error;
  // The success of the last answer, until the next photo is chosen.
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    if (result?.success) setPhoto(null);
  }

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setRejected(null);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRejected(null);
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (photo && !form.has('quitarFoto')) form.set(PHOTO_FIELD, photo);
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <Section title="Editar perfil">
      <ActionForm fetcher={fetcher} encType="multipart/form-data" onSubmit={send} noValidate aria-busy={pending}>
        <input type="hidden" name="intent" value={INTENT.editarPerfil} />
        {error && <Alert variant="error">{error}</Alert>}
        {!error && result?.success && <Alert variant="success">{result.success}</Alert>}
        <TextField label="Nombre completo" name="nombre" autoComplete="name" required defaultValue={result?.fields?.nombre ?? user.nombre} />
        <TextField label="Ubicación (ciudad)" name="ubicacion" autoComplete="address-level2" defaultValue={result?.fields?.ubicacion ?? user.ubicacion} />
        <PhotoPicker label="Nueva foto de perfil" name={PHOTO_FIELD} value={photo} onChange={choosePhoto} onReject={setRejected} disabled={pending} />
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Guardando...' : 'Guardar cambios'}
          </Button>
          {user.imagen && !photo && (
            <Button type="submit" name="quitarFoto" value="1" variant="secondary" disabled={pending}>
              Quitar foto
            </Button>
          )}
        </Actions>
      </ActionForm>
    </Section>
  );
}
