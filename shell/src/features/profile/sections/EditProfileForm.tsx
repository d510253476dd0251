import { ACCOUNT_MSG, firstIssue, PARTICIPATION_MSG, updateProfileSchema, type User } from '@plataforma/contracts';
import { useSession, useAction } from '@plataforma/shared-auth';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { updateProfile } from '../../../api/account';
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

function ProfileForm({ user }: { user: User }) {
  const setUser = useSession((s) => s.setUser);
  const [nombre, setNombre] = useState(user.nombre);
  const [ubicacion, setUbicacion] = useState(user.ubicacion);
  const [photo, setPhoto] = useState<File | null>(null);
  const { run, pending, error, success, fail } = useAction();

  const save = (fields: { quitarFoto?: boolean } = {}) => {
    const parsed = updateProfileSchema.safeParse({ nombre, ubicacion });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    return run(async () => {
      const form = new FormData();
      form.set('nombre', parsed.data.nombre);
      form.set('ubicacion', parsed.data.ubicacion);
      if (fields.quitarFoto) form.set('quitarFoto', '1');
      else if (photo) form.set('imagen', photo);
      const updated = await updateProfile(form);
      setUser(updated);
      setPhoto(null);
      return ACCOUNT_MSG.perfilActualizado;
    }, 'No se pudo actualizar el perfil.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <Section title="Editar perfil">
      <form onSubmit={submit} noValidate aria-busy={pending}>
        {error && <Alert variant="error">{error}</Alert>}
        {success && <Alert variant="success">{success}</Alert>}
        <TextField label="Nombre completo" name="nombre" autoComplete="name" required value={nombre} onChange={(e) => setNombre(e.target.value)} />
        <TextField
          label="Ubicación (ciudad)"
          name="ubicacion"
          autoComplete="address-level2"
          value={ubicacion}
          onChange={(e) => setUbicacion(e.target.value)}
        />
        <PhotoPicker label="Nueva foto de perfil" value={photo} onChange={setPhoto} onReject={fail} disabled={pending} />
        <Actions>
          <Button type="submit" disabled={pending || !nombre.trim()}>
            {pending ? 'Guardando...' : 'Guardar cambios'}
          </Button>
          {user.imagen && !photo && (
            <Button variant="secondary" disabled={pending} onClick={() => void save({ quitarFoto: true })}>
              Quitar foto
            </Button>
          )}
        </Actions>
      </form>
    </Section>
  );
}
