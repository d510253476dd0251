import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { useWrite } from '../../../lib/useWrite';

interface CreatePublicacionModalProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { titulo: '', contenido: '' };

/** 'Crear Publicación': title and content (with its character count), disabled while either is blank. */
export function CreatePublicacionModal({ open, onClose }: CreatePublicacionModalProps) {
  const [fields, setFields] = useState(EMPTY);
  // Created: the modal closes and the page's list, read again, shows the server's order.
  const { submit: send, pending, error, dismiss } = useWrite(() => close());
  const blank = !fields.titulo.trim() || !fields.contenido.trim();

  // Always mounted (`open` prop), so closing resets the form by hand.
  const close = () => {
    setFields(EMPTY);
    dismiss();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('crear', fields);
  };

  return (
    <FormModal
      open={open}
      title="Crear Publicación"
      save={{ saving: pending, error }}
      submitLabel="Crear Publicación"
      savingLabel="Creando..."
      submitDisabled={blank}
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        label="Título"
        required
        value={fields.titulo}
        disabled={pending}
        onChange={(e) => setFields((f) => ({ ...f, titulo: e.target.value }))}
      />
      <TextAreaField
        label="Contenido"
        required
        rows={6}
        hint={`${fields.contenido.length} caracteres`}
        value={fields.contenido}
        disabled={pending}
        onChange={(e) => setFields((f) => ({ ...f, contenido: e.target.value }))}
      />
    </FormModal>
  );
}
