/** News-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const NOTICIAS_MSG = {
  cargar: 'No se pudieron cargar las noticias.',
  crear: 'Error al crear la noticia',
  actualizar: 'Error al actualizar la noticia',
  eliminar: 'Error al eliminar la noticia',
} as const;
