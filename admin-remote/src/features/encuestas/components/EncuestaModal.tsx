import { SURVEY_MIN_OPTIONS, type Encuesta } from '@plataforma/contracts';
import { Button, fromDateTimeLocal, TextAreaField, TextField, toDateTimeLocal } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormModal } from '../../../lib/FormModal';
import { useWrite } from '../../../lib/useWrite';

interface EncuestaModalProps {
  /** The survey to edit (prefilled); absent to create one. */
  encuesta?: Encuesta;
  onClose: () => void;
}

/**
 * 'Crear Nueva Encuesta' / 'Editar Encuesta' (spec-notes §5 "Survey create/edit"): starts with 2 empty
 * options, removal only above 2, submit disabled while saving, with a blank title or fewer than 2
 * filled options. Mounted only while open, so closing resets it.
 */
export function EncuestaModal({ encuesta, onClose }: EncuestaModalProps) {
  const [titulo, setTitulo] = useState(encuesta?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(encuesta?.descripcion ?? '');
  const [opciones, setOpciones] = useState<string[]>(encuesta ? [...encuesta.opciones] : ['', '']);
  // The closing time is typed on Bolivia's clock, as the pages show it, and travels as an ISO instant.
  const shownCierre = toDateTimeLocal(encuesta?.cierraEn);
  const [cierraEn, setCierraEn] = useState(shownCierre);
  const { submit: send, pending, error } = useWrite(onClose);
  const filled = opciones.filter((o) => o.trim() !== '').length;
  const incomplete = !titulo.trim() || filled < SURVEY_MIN_OPTIONS;

  const setOpcion = (index: number, value: string) => setOpciones((list) => list.map((o, i) => (i === index ? value : o)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Left as shown, the stored instant itself: editing another field never moves the closing, not even by seconds.
    const cierre = encuesta && cierraEn === shownCierre ? encuesta.cierraEn : fromDateTimeLocal(cierraEn);
    void send(encuesta ? 'editar' : 'crear', { id: encuesta?.id, titulo, descripcion, opciones, cierraEn: cierre });
  };

  return (
    <FormModal
      title={encuesta ? 'Editar Encuesta' : 'Crear Nueva Encuesta'}
      save={{ saving: pending, error }}
      submitLabel={encuesta ? 'Actualizar Encuesta' : 'Crear Encuesta'}
      savingLabel={encuesta ? 'Actualizando...' : 'Creando...'}
      submitDisabled={incomplete}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required value={titulo} disabled={pending} onChange={(e) => setTitulo(e.target.value)} />
      <TextAreaField
        label="Descripción (opcional)"
        rows={3}
        value={descripcion}
        disabled={pending}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <TextField
        label="Cierra el"
        hint="Opcional: después de esta fecha no se aceptan votos y todos ven los resultados."
        type="datetime-local"
        value={cierraEn}
        disabled={pending}
        onChange={(e) => setCierraEn(e.target.value)}
      />
      <fieldset disabled={pending}>
        <legend>Opciones</legend>
        {opciones.map((opcion, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional ('Opción N'); two options may hold the same text while typed.
          <OptionRow key={index}>
            <TextField label={`Opción ${index + 1}`} value={opcion} onChange={(e) => setOpcion(index, e.target.value)} />
            {opciones.length > SURVEY_MIN_OPTIONS && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Quitar opción ${index + 1}`}
                onClick={() => setOpciones((list) => list.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            )}
          </OptionRow>
        ))}
        <Hint>{`Mínimo ${SURVEY_MIN_OPTIONS} opciones. Actual: ${filled}`}</Hint>
        <Button size="sm" variant="secondary" onClick={() => setOpciones((list) => [...list, ''])}>
          Agregar Opción
        </Button>
      </fieldset>
    </FormModal>
  );
}

const OptionRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;

  > :first-child {
    flex: 1;
  }
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
