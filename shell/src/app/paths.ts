/**
 * The shell's route map (spec-notes §2): every path the shell routes or links to, in one place.
 * A leaf module with no imports, so features may use it without depending on the app.
 */
export const paths = {
  home: '/',
  noticias: '/noticias',
  agenda: '/agenda',
  afiliate: '/afiliate',
  conocenos: '/conocenos',
  publicaciones: '/publicaciones',
  encuestas: '/encuestas',
  perfil: '/perfil',
  login: '/login',
  register: '/register',
  recuperar: '/recuperar',
  restablecer: '/restablecer',
  confirmarCorreo: '/confirmar-correo',
  privacidad: '/privacidad',
  admin: '/admin',
} as const satisfies Record<string, `/${string}`>;

export type AppPath = (typeof paths)[keyof typeof paths];

/** /perfil as the admin door sends an admin there first, when ADMIN_2FA_REQUIRED asks for two-step sign-in. */
export const DOS_PASOS_PARAM = 'dosPasos';
export const perfilConDosPasos = `${paths.perfil}?${DOS_PASOS_PARAM}=obligatoria`;

/** Where a signed-in user belongs: admins to their panel, everyone else home (spec-notes §2 Login, §6). */
export const homeFor = (user: { rol: string }): AppPath => (user.rol === 'admin' ? paths.admin : paths.home);

/** /admin and every path below it. */
export const isAdminPath = (pathname: string): boolean => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
