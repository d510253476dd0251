import { isAdmin, type User } from '@plataforma/contracts';
import { useState } from 'react';
import { updateRole } from '../api/update-role';

/** Toggles admin <-> usuario at once, without a confirmation (SPEC §4 "User role"). */
export function useRoleToggle(onUpdated: (user: User) => void) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (user: User) => {
    setError(null);
    setPendingId(user.id);
    try {
      onUpdated(await updateRole(user.id, isAdmin(user) ? 'usuario' : 'admin'));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPendingId(null);
    }
  };

  return { toggle, pendingId, error, dismissError: () => setError(null) };
}
