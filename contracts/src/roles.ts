/**
 * Roles of spec-notes §6. Kept apart from the zod entity schemas: the top bar needs `isAdmin` on every page,
 * and importing it must not pull zod into the visitor's first load.
 */
export const ROLES = ['admin', 'usuario', 'moderador'] as const;
export type Rol = (typeof ROLES)[number];

/** Effective role (spec-notes §6): anything but admin counts as usuario. */
export const isAdmin = (user: { rol: Rol } | null | undefined): boolean => user?.rol === 'admin';
