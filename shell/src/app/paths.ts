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
  admin: '/admin',
} as const satisfies Record<string, `/${string}`>;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Navigation state of /perfil: the /admin guard sends an admin there first when ADMIN_2FA_REQUIRED asks for two-step sign-in. */
export interface PerfilState {
  dosPasosObligatoria?: boolean;
}

/**
 * Public pages rendered by the public remote, each an exposed module of its own (route patterns;
 * the remote links to the same detail URLs).
 */
export const publicRemotePages = [
  { path: paths.home, module: 'Home' },
  { path: paths.noticias, module: 'Noticias' },
  { path: `${paths.noticias}/:id`, module: 'Noticia' },
  { path: paths.agenda, module: 'Agenda' },
  { path: `${paths.agenda}/:id`, module: 'Evento' },
  { path: paths.afiliate, module: 'Afiliate' },
  { path: paths.conocenos, module: 'Conocenos' },
  { path: paths.publicaciones, module: 'Publicaciones' },
  { path: `${paths.publicaciones}/:id`, module: 'Publicacion' },
  { path: paths.encuestas, module: 'Encuestas' },
] as const;

/** Where a signed-in user belongs: admins to their panel, everyone else home (spec-notes §2 Login, §6). */
export const homeFor = (user: { rol: string }): AppPath => (user.rol === 'admin' ? paths.admin : paths.home);
