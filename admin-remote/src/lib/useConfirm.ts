import { useState } from 'react';

/**
 * An admin action that asks first (the shared ConfirmDialog): pick its target, then confirm or cancel.
 * Confirming runs `act` (a `useWrite` submit, which shows the outcome) and closes the dialog once it
 * settled; cancelling closes it and does nothing.
 */
export function useConfirm<T>(act: (target: T) => Promise<unknown>) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (target === null) return;
    await act(target);
    setTarget(null);
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm: () => void confirm() };
}
