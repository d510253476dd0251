import { Alert, Button, Modal } from '@plataforma/shared-ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** What a form shows of its write: the saving flag, one error line and the upload percentage. */
export interface SaveState {
  saving: boolean;
  /** The form's own validation message or the failed write's (`useWrite`'s `error`). */
  error: string | null;
  /** Set only while a multipart write uploads (`useUploadProgress`). */
  progress?: number | null;
}

interface FormModalProps {
  title: string;
  /** The submit states of the form: saving, upload progress and the error to show. */
  save: SaveState;
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
 * The frame every admin create/edit modal shares (spec-notes §4): the error inside the open modal,
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
        <UploadBar percent={save.progress ?? null} />
      </form>
    </Modal>
  );
}

/** Upload progress of a large file, shown while a modal saves. */
function UploadBar({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return <Bar aria-label="Progreso de subida" value={percent} max={100}>{`${percent}%`}</Bar>;
}

const Bar = styled.progress`
  width: 100%;
  margin-bottom: 0.75rem;
`;
