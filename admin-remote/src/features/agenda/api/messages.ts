/** Event-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const EVENTOS_MSG = {
  cargar: 'No se pudieron cargar los eventos',
  crear: 'Error al crear el evento.',
  actualizar: 'Error al actualizar el evento.',
  eliminar: 'No se pudo eliminar el evento',
} as const;
