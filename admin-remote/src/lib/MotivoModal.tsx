import { motivoSchema } from '@plataforma/contracts';
import { TextAreaField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal, type SaveState } from './FormModal';

/** The API's limit, read from the schema the API validates with. */
const MOTIVO_MAX = motivoSchema.shape.motivo.maxLength ?? 500;

interface MotivoModalProps {
  title: string;
  /** What the decision does, above the field. */
  message: string;
  submitLabel: string;
  save: SaveState;
  /** The motivo as typed (the screen's action checks it with the API's schema). */
  onSubmit: (motivo: string) => void;
  onClose: () => void;
}

/**
 * A decision that says why ('Rechazar' and 'Revocar' an affiliation, 'Bloquear usuario'): a required
 * motivo of at most 500 characters, checked by the screen's action with the API's own schema.
 * Mounted only while open, so closing it empties the field.
 */
export function MotivoModal({ title, message, submitLabel, save, onSubmit, onClose }: MotivoModalProps) {
  const [motivo, setMotivo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(motivo);
  };

  return (
    <FormModal title={title} save={save} submitLabel={submitLabel} savingLabel="Enviando..." onClose={onClose} onSubmit={submit}>
      <p>{message}</p>
      <TextAreaField
        label="Motivo"
        required
        rows={4}
        maxLength={MOTIVO_MAX}
        hint={`${motivo.length}/${MOTIVO_MAX}`}
        value={motivo}
        disabled={save.saving}
        onChange={(event) => setMotivo(event.target.value)}
      />
    </FormModal>
  );
}
