/** The admin routes, relative to /admin (where the shell adds the admin routes) and as absolute links. */
export const ADMIN_BASE = '/admin';

const section = <P extends string>(path: P) => ({ path, href: `${ADMIN_BASE}/${path}` as const });

export const adminPaths = {
  dashboard: section('dashboard'),
  usuarios: section('usuarios'),
  afiliaciones: section('afiliaciones'),
  publicaciones: section('publicaciones'),
  imagenes: section('imagenes'),
  agenda: section('agenda'),
  noticias: section('noticias'),
  encuestas: section('encuestas'),
  asistencias: section('asistencias'),
  moderacion: section('moderacion'),
  auditoria: section('auditoria'),
} as const;

export type AdminSection = keyof typeof adminPaths;

/** An event's registrants ('Inscritos: N'), below the agenda section. */
export const inscritosPath = { path: `${adminPaths.agenda.path}/:id/inscritos`, href: (id: number) => `${adminPaths.agenda.href}/${id}/inscritos` } as const;
