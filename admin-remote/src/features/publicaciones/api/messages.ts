/** Post-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const PUBLICACIONES_MSG = {
  cargar: 'No se pudieron cargar las publicaciones.',
  crear: 'Error al crear la publicación',
  eliminar: 'Error al eliminar la publicación',
} as const;
