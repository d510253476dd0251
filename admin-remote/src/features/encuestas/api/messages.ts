/** Survey-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const ENCUESTAS_MSG = {
  cargar: 'No se pudieron cargar las encuestas.',
  crear: 'Error al crear la encuesta',
  actualizar: 'Error al actualizar la encuesta',
  eliminar: 'Error al eliminar la encuesta',
} as const;
