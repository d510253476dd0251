import { createPublicacionSchema, firstIssue, type Publicacion } from '@plataforma/contracts';
import { Alert, Button, Modal, TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { useSave } from '../../../lib/useSave';
import { createPublicacion } from '../api/create-publicacion';

interface CreatePublicacionModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (publicacion: Publicacion) => void;
}

const EMPTY = { titulo: '', contenido: '' };
const FORM_ID = 'crear-publicacion-form';

/** 'Crear Publicación': title and content (with its character count), disabled while either is blank. */
export function CreatePublicacionModal({ open, onClose, onCreated }: CreatePublicacionModalProps) {
  const [fields, setFields] = useState(EMPTY);
  const save = useSave();
  const blank = !fields.titulo.trim() || !fields.contenido.trim();

  const close = () => {
    if (save.saving) return;
    setFields(EMPTY);
    save.clearError();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPublicacionSchema.safeParse(fields);
    if (!parsed.success) return save.setError(firstIssue(parsed.error));
    const done = await save.run(async () => onCreated(await createPublicacion(parsed.data)));
    if (done) close();
  };

  return (
    <Modal
      open={open}
      title="Crear Publicación"
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={save.saving}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} disabled={blank || save.saving} aria-busy={save.saving || undefined}>
            {save.saving ? 'Creando...' : 'Crear Publicación'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        {save.error && <Alert variant="error">{save.error}</Alert>}
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
      </form>
    </Modal>
  );
}
