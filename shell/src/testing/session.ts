import type { User } from '@plataforma/contracts';
import { useSession, type SessionState } from '@plataforma/shared-auth';

const initial = useSession.getState();

/** Puts the real store in a given state; actions can be replaced by jest functions. */
export function setSession(state: Partial<SessionState>) {
  useSession.setState(state);
}

/** Back to a visitor with the real actions (call in afterEach). */
export function resetSession() {
  useSession.setState({ ...initial, user: null, status: 'ready' }, true);
}

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  nombre: 'Ana Quispe',
  email: 'ana@example.com',
  rol: 'usuario',
  ubicacion: 'La Paz',
  imagen: '',
  creadoEn: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
