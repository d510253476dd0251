/** The routes the cross-page checks (accessibility, phone widths) walk through. */
export const VISITOR_PAGES = ['/', '/noticias', '/agenda', '/publicaciones', '/encuestas', '/conocenos', '/afiliate', '/login', '/register'];

export const ADMIN_SCREENS = ['/admin', '/admin/usuarios', '/admin/publicaciones', '/admin/imagenes', '/admin/agenda', '/admin/noticias', '/admin/encuestas', '/admin/asistencias'];
