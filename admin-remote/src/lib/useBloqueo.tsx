import { useState } from 'react';
import { BLOQUEO_MSG, type Bloqueable } from './bloqueo';
import { MotivoModal } from './MotivoModal';
import { useWrite } from './useWrite';

/**
 * The block toggle of a member (users and moderation screens), through the screen's action
 * (`bloqueoAction`): 'Bloquear usuario' first asks for the motivo the member receives by email (the
 * dialog stays open with the error if the write fails, and closes once it is done); 'Desbloquear
 * usuario' only gives participation back, at once. `write` is its outcome, for the screen's banner.
 */
export function useBloqueo() {
  const [asking, setAsking] = useState<Bloqueable | null>(null);
  const write = useWrite(() => setAsking(null));

  const toggle = (user: Bloqueable) => {
    write.dismiss();
    if (!user.bloqueado) return setAsking(user);
    void write.submit('desbloquear', { id: user.id, nombre: user.nombre });
  };

  const close = () => {
    write.dismiss();
    setAsking(null);
  };

  const dialog = asking && (
    <MotivoModal
      title="Bloquear usuario"
      message={BLOQUEO_MSG.confirmar(asking.nombre)}
      submitLabel="Bloquear usuario"
      save={{ saving: write.pending, error: write.error }}
      onSubmit={(motivo) => void write.submit('bloquear', { id: asking.id, nombre: asking.nombre, motivo })}
      onClose={close}
    />
  );

  return { toggle, dialog, asking: asking !== null, write };
}
