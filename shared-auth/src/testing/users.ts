import type { User } from '@plataforma/contracts';

/** A member with plausible fields; tests override what they check. */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  nombre: 'Ana Quispe',
  email: 'ana@example.com',
  rol: 'usuario',
  ubicacion: 'La Paz',
  imagen: '',
  creadoEn: '2026-11-01T00:00:00.000Z',
  bloqueado: false,
  emailConfirmado: true,
  ...overrides,
});
