import { isAdmin } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { StatusMessage } from '@plataforma/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, type PerfilState } from '../../app/paths';

type Gate = 'checking' | 'open' | 'setup';

/**
 * ADMIN_2FA_REQUIRED: an admin without two-step sign-in is sent to /perfil to turn it on. The API
 * refuses admin routes to them anyway; this only spares them a panel full of errors. If the check
 * itself fails, the panel opens and the API decides.
 */
function useTwoFactorGate(check: boolean): Gate {
  const [gate, setGate] = useState<Gate>('checking');
  useEffect(() => {
    if (!check) return;
    let live = true;
    // Loaded here, not at the top: the guard is on every visitor's first page, the client is not.
    import('../../api/two-factor')
      .then(({ twoFactorStatus }) => twoFactorStatus())
      .then(
        (status) => live && setGate(status.obligatoria && !status.activa ? 'setup' : 'open'),
        () => live && setGate('open'),
      );
    return () => {
      live = false;
    };
  }, [check]);
  return gate;
}

/**
 * The only door to the admin remote: its code is requested only once the session is confirmed and
 * belongs to an admin (spec-notes "Design rules"); anyone else goes home, replacing history (spec-notes §6).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const admin = status === 'ready' && isAdmin(user);
  const gate = useTwoFactorGate(admin);
  if (status === 'loading') return <StatusMessage kind="loading">Cargando sesión...</StatusMessage>;
  if (!admin) return <Navigate to={paths.home} replace />;
  if (gate === 'checking') return <StatusMessage kind="loading">Cargando sesión...</StatusMessage>;
  if (gate === 'setup') {
    const state: PerfilState = { dosPasosObligatoria: true };
    return <Navigate to={paths.perfil} replace state={state} />;
  }
  return children;
}
