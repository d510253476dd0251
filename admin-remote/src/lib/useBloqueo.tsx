import type { useAction } from '@plataforma/shared-auth';
import { useState } from 'react';
import { BLOQUEO_MSG, bloquear, desbloquear, type Bloqueable } from './bloqueo';
import { MotivoModal } from './MotivoModal';

/**
 * The block toggle of a member (users and moderation screens), through the screen's `useAction`:
 * 'Bloquear usuario' first asks for the motivo the member receives by email (the dialog stays open
 * with the error if the write fails); 'Desbloquear usuario' only gives participation back, at once.
 */
export function useBloqueo(action: ReturnType<typeof useAction>) {
  const [asking, setAsking] = useState<Bloqueable | null>(null);

  const toggle = (user: Bloqueable) => {
    action.fail(null);
    if (!user.bloqueado) return setAsking(user);
    void action.run(() => desbloquear(user), BLOQUEO_MSG.error);
  };

  const block = async (user: Bloqueable, motivo: string) => {
    if ((await action.run(() => bloquear(user, motivo), BLOQUEO_MSG.error)) !== undefined) setAsking(null);
  };

  const close = () => {
    action.fail(null);
    setAsking(null);
  };

  const dialog = asking && (
    <MotivoModal
      title="Bloquear usuario"
      message={BLOQUEO_MSG.confirmar(asking.nombre)}
      submitLabel="Bloquear usuario"
      save={{ saving: action.pending, error: action.error }}
      onInvalid={action.fail}
      onSubmit={(motivo) => void block(asking, motivo)}
      onClose={close}
    />
  );

  return { toggle, dialog, asking: asking !== null };
}
