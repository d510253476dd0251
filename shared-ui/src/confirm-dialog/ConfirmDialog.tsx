import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../button/Button';
import { Modal } from '../modal/Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's look: 'danger' (the default) for a destructive action, 'primary' for one that is not. */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
}

/** Asks before a destructive (or otherwise weighty) action; focus starts on Cancelar, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      describedBy={messageId}
      onClose={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Modal>
  );
}

const Message = styled.p`
  margin: 0;
`;
