import { useRef, useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, useInBrowser, type ButtonProps, type ConfirmDialogProps } from '@plataforma/shared-ui';

type ConfirmedSubmitProps = Omit<ButtonProps, 'type' | 'onClick'> &
  Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel'> & {
    children: ReactNode;
    /** The write is on its way: the dialog stays open, busy, until it settles. */
    busy: boolean;
  };

/**
 * A weighty form's submit button (delete a comment, give up a place): once the page is live it asks
 * first in the platform's confirm dialog, then sends its form. Without JavaScript (or before the
 * scripts ran) no dialog can open: the button sends the form at once.
 */
export function ConfirmedSubmit({ title, message, confirmLabel, cancelLabel, busy, children, ...button }: ConfirmedSubmitProps) {
  const inBrowser = useInBrowser();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // Closes once the write it sent has settled (busy went on, then off again).
  const [sending, setSending] = useState(false);
  if (busy !== sending) {
    setSending(busy);
    if (!busy) setOpen(false);
  }
  return (
    <>
      <Button
        ref={ref}
        type="submit"
        {...button}
        onClick={(event) => {
          if (!inBrowser) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        busy={busy}
        onConfirm={() => ref.current?.form?.requestSubmit()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
