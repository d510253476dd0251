/** The routes the cross-page checks (accessibility, phone widths, server rendering) walk through. */
export const VISITOR_PAGES = ['/', '/noticias', '/agenda', '/publicaciones', '/encuestas', '/conocenos', '/afiliate', '/privacidad', '/login', '/register'];

/** Password reset: the request form and the form of an emailed link (a well-formed token, checked only on submit); rendered in the browser. */
export const PASSWORD_RESET_PAGES = ['/recuperar', `/restablecer?token=${'A'.repeat(43)}`];

/** One page of each kind of item (demo data: every list has an item with id 1). */
export const DETAIL_PAGES = ['/noticias/1', '/agenda/1', '/publicaciones/1'];

/** URLs that name nothing: the server answers 404 with the not-found page. */
export const MISSING_PAGES = ['/no-existe', '/noticias/999999', '/agenda/abc', '/publicaciones/0'];

export const ADMIN_SCREENS = ['/admin', '/admin/usuarios', '/admin/afiliaciones', '/admin/publicaciones', '/admin/imagenes', '/admin/agenda', '/admin/noticias', '/admin/encuestas', '/admin/asistencias', '/admin/moderacion'];
