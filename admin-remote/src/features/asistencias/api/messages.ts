/**
 * Attendance messages of spec-notes §8, shown when the server sends no message of its own: the screen's
 * (load, save, success), and the catalogue's for what the screen adds ('Editar') and for an answer that
 * is not a record.
 */
export const ASISTENCIAS_MSG = {
  cargar: 'No se pudieron cargar las asistencias desde el servidor.',
  formaInesperada: 'Respuesta inesperada del servidor.',
  registrar: 'No se pudo registrar la asistencia. Revisa los datos.',
  registrada: '✅ Asistencia registrada correctamente',
  actualizar: 'No se pudo actualizar la asistencia seleccionada.',
  respuestaInvalida: 'El servidor no devolvió una asistencia válida.',
  actualizada: 'Asistencia actualizada.',
} as const;
