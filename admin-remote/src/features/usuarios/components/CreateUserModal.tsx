import { createUserSchema, firstIssue, imageFileError, PHOTO_FILE, type User } from '@plataforma/contracts';
import { Alert, Button, Modal, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { createUser } from '../api/create-user';
import { PhotoField } from './PhotoField';

interface CreateUserModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: User) => void;
}

const EMPTY = { nombre: '', email: '', password: '', ubicacion: '' };
const FORM_ID = 'crear-usuario-form';

/**
 * 'Crear Usuario': POST /api/users; stays open with the error on failure, resets on close and success.
 * The Modal unmounts its content when closed, so the file input starts empty each time.
 */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setFields(EMPTY);
    setPhoto(null);
    setPhotoError(null);
    setError(null);
  };

  const close = () => {
    if (submitting) return;
    reset();
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
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setSubmitting(true);
    try {
      const user = await createUser({ ...parsed.data, imagen: photo });
      onCreated(user);
      reset();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Modal
      open={open}
      title="Crear Usuario"
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Creando...' : 'Crear Usuario'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        {error && <Alert variant="error">{error}</Alert>}
        <TextField label="Nombre" autoComplete="off" required {...field('nombre')} />
        <TextField label="Correo electrónico" type="email" autoComplete="off" required {...field('email')} />
        <TextField label="Contraseña" type="password" autoComplete="new-password" required {...field('password')} />
        <TextField label="Ubicación (opcional)" {...field('ubicacion')} />
        <PhotoField file={photo} onChange={choosePhoto} error={photoError} disabled={submitting} />
      </form>
    </Modal>
  );
}
