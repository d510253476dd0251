import { useState } from 'react';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';

export interface CancelarInscripcionProps {
  /** The event's title, named in the button's accessible name where several events are listed. */
  titulo?: string;
  /** Frees the place; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}

/**
 * 'Cancelar inscripción' on the event's card and page and in 'Mis actividades': a place may be scarce,
 * so giving it up asks first, in the platform's confirm dialog. It is its form's submit button: without
 * JavaScript (or before the scripts ran) no dialog can open, and the form is sent at once.
 */
export function CancelarInscripcion({ titulo, onConfirm, disabled = false }: CancelarInscripcionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={disabled || busy}
        aria-label={titulo ? `Cancelar inscripción: ${titulo}` : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Cancelar inscripción
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancelar inscripción"
        message="¿Cancelar tu inscripción? Tu cupo quedará libre para otra persona."
        confirmLabel="Cancelar inscripción"
        cancelLabel="Mantener inscripción"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
