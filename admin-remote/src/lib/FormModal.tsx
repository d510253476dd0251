import { Alert, Button, Modal } from '@plataforma/shared-ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import { UploadBar } from './ImageField';
import type { useSave } from './useSave';

interface FormModalProps {
  title: string;
  /** The submit states of the form (see `useSave`): saving, upload progress and the error to show. */
  save: ReturnType<typeof useSave>;
  submitLabel: string;
  /** The submit button's text while saving. */
  savingLabel?: string;
  /** Further reasons to keep submit disabled (it always is while saving). */
  submitDisabled?: boolean;
  open?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The frame every admin create/edit modal shares (SPEC §4): the error inside the open modal,
 * 'Cancelar' and submit in the footer, both locked while saving, and the upload bar. Closing is
 * ignored while a save is under way, so a request in flight is never orphaned.
 */
export function FormModal({
  title,
  save,
  submitLabel,
  savingLabel = 'Guardando...',
  submitDisabled = false,
  open = true,
  onClose,
  onSubmit,
  children,
}: FormModalProps) {
  const formId = useId();
  const close = () => {
    if (!save.saving) onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={save.saving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={save.saving || submitDisabled} aria-busy={save.saving || undefined}>
            {save.saving ? savingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {save.error && <Alert variant="error">{save.error}</Alert>}
        {children}
        <UploadBar percent={save.progress} />
      </form>
    </Modal>
  );
}
