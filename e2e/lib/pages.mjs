/** The routes the cross-page checks (accessibility, phone widths) walk through. */
export const VISITOR_PAGES = [
  '/', '/noticias', '/agenda', '/publicaciones', '/encuestas', '/conocenos', '/afiliate', '/login', '/register',
  // Password reset: the request form and the form of an emailed link (a well-formed token, checked only on submit).
  '/recuperar', `/restablecer?token=${'A'.repeat(43)}`,
];

export const ADMIN_SCREENS = ['/admin', '/admin/usuarios', '/admin/publicaciones', '/admin/imagenes', '/admin/agenda', '/admin/noticias', '/admin/encuestas', '/admin/asistencias'];
