import type { User } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';

const initial = useSession.getState();

/** Signs a member in on the real store (or signs out with null). */
export function setUser(user: User | null) {
  useSession.setState({ ...initial, user, status: 'ready' }, true);
}

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  nombre: 'Ana Quispe',
  email: 'ana@example.com',
  rol: 'usuario',
  ubicacion: 'La Paz',
  imagen: '',
  creadoEn: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
