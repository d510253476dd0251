import { createPublicacionSchema, firstIssue } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { createPublicacion } from '../api/create-publicacion';
import { PUBLICACIONES_MSG } from '../api/messages';

interface CreatePublicacionModalProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { titulo: '', contenido: '' };

/** 'Crear Publicación': title and content (with its character count), disabled while either is blank. */
export function CreatePublicacionModal({ open, onClose }: CreatePublicacionModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const { run, pending, error, fail } = useAction();
  const blank = !fields.titulo.trim() || !fields.contenido.trim();

  // Always mounted (`open` prop), so closing resets the form by hand.
  const close = () => {
    setFields(EMPTY);
    fail(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPublicacionSchema.safeParse(fields);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    // Created: the page reads its list again (useAction), so it shows the server's order.
    if (await run(() => createPublicacion(parsed.data), PUBLICACIONES_MSG.crear)) close();
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
