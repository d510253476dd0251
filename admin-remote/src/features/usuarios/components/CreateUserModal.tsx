import { imageFileError, PHOTO_FILE } from '@plataforma/contracts';
import { TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { useWrite } from '../../../lib/useWrite';
import { PhotoField } from './PhotoField';

interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { nombre: '', email: '', password: '', ubicacion: '' };

/**
 * 'Crear Usuario': the page's action ('crear') checks and creates; stays open with the error on failure, resets on close and success
 * (the list is then read again). The Modal unmounts its content when closed, so the file input starts
 * empty each time.
 */
export function CreateUserModal({ open, onClose }: CreateUserModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { submit: send, pending, error, dismiss } = useWrite(() => close());

  // Always mounted (`open` prop), so closing resets the form by hand.
  const close = () => {
    setFields(EMPTY);
    setPhoto(null);
    setPhotoError(null);
    dismiss();
    onClose();
  };

  const choosePhoto = (file: File | null) => {
    const problem = imageFileError(file, PHOTO_FILE);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('crear', fields, { imagen: photo });
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <FormModal open={open} title="Crear Usuario" save={{ saving: pending, error }} submitLabel="Crear Usuario" savingLabel="Creando..." onClose={close} onSubmit={submit}>
      <TextField label="Nombre" autoComplete="off" required {...field('nombre')} />
      <TextField label="Correo electrónico" type="email" autoComplete="off" required {...field('email')} />
      <TextField label="Contraseña" type="password" autoComplete="new-password" required {...field('password')} />
      <TextField label="Ubicación (opcional)" {...field('ubicacion')} />
      <PhotoField file={photo} onChange={choosePhoto} error={photoError} disabled={pending} />
    </FormModal>
  );
}
