import { createUserSchema, firstIssue, imageFileError, PHOTO_FILE, type User } from '@plataforma/contracts';
import { TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { useFormSave } from '../../../lib/useFormSave';
import { useCreateUser } from '../api/create-user';
import { PhotoField } from './PhotoField';

interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: User) => void;
}

const EMPTY = { nombre: '', email: '', password: '', ubicacion: '' };

/**
 * 'Crear Usuario': POST /api/users; stays open with the error on failure, resets on close and success.
 * The Modal unmounts its content when closed, so the file input starts empty each time.
 */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const save = useFormSave(useCreateUser());

  // Always mounted (`open` prop), so closing resets the form by hand.
  const close = () => {
    setFields(EMPTY);
    setPhoto(null);
    setPhotoError(null);
    save.clear();
    onClose();
  };

  const choosePhoto = (file: File | null) => {
    const problem = imageFileError(file, PHOTO_FILE);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createUserSchema.safeParse(fields);
    if (!parsed.success) return save.invalid(firstIssue(parsed.error));
    const created = await save.submit({ ...parsed.data, imagen: photo });
    if (!created) return;
    onCreated(created);
    close();
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    disabled: save.saving,
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <FormModal open={open} title="Crear Usuario" save={save} submitLabel="Crear Usuario" savingLabel="Creando..." onClose={close} onSubmit={submit}>
      <TextField label="Nombre" autoComplete="off" required {...field('nombre')} />
      <TextField label="Correo electrónico" type="email" autoComplete="off" required {...field('email')} />
      <TextField label="Contraseña" type="password" autoComplete="new-password" required {...field('password')} />
      <TextField label="Ubicación (opcional)" {...field('ubicacion')} />
      <PhotoField file={photo} onChange={choosePhoto} error={photoError} disabled={save.saving} />
    </FormModal>
  );
}
