import { createPublicacionSchema, firstIssue } from '@plataforma/contracts';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { useFormSave } from '../../../lib/useFormSave';
import { useCreatePublicacion } from '../api/create-publicacion';

interface CreatePublicacionModalProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { titulo: '', contenido: '' };

/** 'Crear Publicación': title and content (with its character count), disabled while either is blank. */
export function CreatePublicacionModal({ open, onClose }: CreatePublicacionModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const save = useFormSave(useCreatePublicacion());
  const blank = !fields.titulo.trim() || !fields.contenido.trim();

  // Always mounted (`open` prop), so closing resets the form by hand.
  const close = () => {
    setFields(EMPTY);
    save.clear();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPublicacionSchema.safeParse(fields);
    if (!parsed.success) return save.invalid(firstIssue(parsed.error));
    if (await save.submit(parsed.data)) close();
  };

  return (
    <FormModal
      open={open}
      title="Crear Publicación"
      save={save}
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
        disabled={save.saving}
        onChange={(e) => setFields((f) => ({ ...f, titulo: e.target.value }))}
      />
      <TextAreaField
        label="Contenido"
        required
        rows={6}
        hint={`${fields.contenido.length} caracteres`}
        value={fields.contenido}
        disabled={save.saving}
        onChange={(e) => setFields((f) => ({ ...f, contenido: e.target.value }))}
      />
    </FormModal>
  );
}
