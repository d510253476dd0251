/** Attendance-screen messages of spec-notes §8, shown when the server sends no message of its own. */
export const ASISTENCIAS_MSG = {
  cargar: 'No se pudieron cargar las asistencias desde el servidor.',
  formaInesperada: 'Respuesta inesperada del servidor.',
  registrar: 'No se pudo registrar la asistencia. Revisa los datos.',
  registrada: '✅ Asistencia registrada correctamente',
  actualizar: 'No se pudo actualizar la asistencia. Revisa los datos.',
  actualizada: 'Asistencia actualizada.',
} as const;
