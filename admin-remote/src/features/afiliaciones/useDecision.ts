import type { AfiliacionAdmin } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { AFILIACIONES_TEXTS, type MotivoAccion } from './api';

export type Accion = 'aprobar' | MotivoAccion;

/** The open dialog: the approval's confirmation, or the motivo modal of a rejection or revocation. */
type Open = { accion: 'aprobar'; afiliacion: AfiliacionAdmin } | { accion: MotivoAccion; afiliacion: AfiliacionAdmin };

/** 409: another admin decided first; 404: the request is gone (its member deleted the account). */
const isStale = (failure: unknown) => {
  const status = (failure as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 409 || status === 404;
};

/**
 * The decisions on a request: which dialog is open (the approval's confirmation, or the motivo modal
 * of a rejection or revocation), the write through `useAction` (the list is read again after a
 * success) and its outcome. A decision that came too late (409/404) closes the dialog, shows the
 * API's message and reads the list again too, so the row shows what the other admin decided.
 */
export function useDecision() {
  const action = useAction();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState<Open | null>(null);

  /** `keepOpen`: on another failure the dialog stays open with the message (the motivo typed is kept). */
  const decide = async (write: () => Promise<string>, keepOpen: boolean) => {
    let stale = false;
    const done = await action.run(
      () =>
        write().catch((failure: unknown) => {
          stale = isStale(failure);
          throw failure;
        }),
      AFILIACIONES_TEXTS.accion,
    );
    if (done !== undefined || stale || !keepOpen) setOpen(null);
    if (stale) await revalidate();
  };

  return {
    open,
    ask: (accion: Accion, afiliacion: AfiliacionAdmin) => {
      action.fail(null);
      setOpen({ accion, afiliacion });
    },
    cancel: () => {
      action.fail(null);
      setOpen(null);
    },
    /** Closes the banner. */
    dismiss: () => action.fail(null),
    decide,
    /** A form's own validation message, shown where a failed write's would be. */
    fail: action.fail,
    pending: action.pending,
    error: action.error,
    success: action.success,
  };
}
