import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme/media';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, laid out at the bottom. */
  footer?: ReactNode;
  /** The id of what the dialog says (a confirmation's question), read out with its name when it opens. */
  describedBy?: string;
}

/**
 * A modal dialog on the platform's `<dialog>` and `showModal()`: the browser moves focus to the first
 * focusable element inside, keeps it inside, makes the page behind inert and turns Escape into a
 * `cancel` event (only the topmost dialog gets it). Escape, the close button and a press on the
 * backdrop ask `onClose`, and `open` alone decides what shows (a busy form keeps itself open). Focus
 * goes back to the opener on close, or to the page's `<main>` when the opener went with what it acted
 * on (a deleted card's 'Eliminar'); the page behind does not scroll.
 */
export function Modal({ open, title, onClose, children, footer, describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // Closing unmounts the dialog rather than calling close(), so focus goes back by hand.
      const opener = openerRef.current;
      if (dialog.isConnected) return;
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>('main[tabindex="-1"]')?.focus();
    };
  }, [open]);

  if (!open) return null;

  // React passes a nested dialog's cancel and close events up its tree (portals included): each
  // dialog handles only its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !event.cancelable) return;
    event.preventDefault();
    onClose();
  };

  // Chrome closes a dialog by itself on a second Escape with no other input in between (that cancel
  // cannot be cancelled): show it again and ask onClose, as for any Escape.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || !dialog.isConnected) return;
    dialog.showModal();
    onClose();
  };

  // The dialog box fills the viewport and the panel sits inside it, so a press outside the panel lands
  // on the dialog itself. mousedown, not click: a text selection that ends there must not close it.
  // Its default action would move focus to the page after the dialog is gone, away from the opener.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose();
  };

  // A portal keeps the dialog out of the opener's forms and styles; the top layer does the stacking.
  return createPortal(
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onBackdropMouseDown}
      data-testid="modal-backdrop"
    >
      <Panel>
        <Header>
          <Title id={titleId}>{title}</Title>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
        {/* Last in the DOM, so the browser's first focus is the first field or action; shown in the header. */}
        <CloseButton type="button" aria-label="Cerrar diálogo" onClick={onClose}>
          ×
        </CloseButton>
      </Panel>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled.dialog`
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 1rem;
  border: none;
  background: transparent;

  &[open] {
    display: flex;
    align-items: center;
    justify-content: center;
  }

  &::backdrop {
    background: rgba(17, 24, 39, 0.55);
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 36rem;
  max-height: calc(100vh - 2rem);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Header = styled.div`
  padding: 1rem 3.5rem 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 0.75rem;
  right: 1rem;
  border: none;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

const Body = styled.div`
  padding: 1.25rem;
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
