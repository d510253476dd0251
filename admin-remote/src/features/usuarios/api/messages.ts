/** User-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const USERS_MSG = {
  cargar: 'No se pudieron cargar los usuarios. Intenta nuevamente.',
  crear: 'Error al crear el usuario. Intenta nuevamente.',
  respuestaVaciaCrear: 'Respuesta vacía del servidor al crear usuario.',
  actualizarRol: (id: number) => `No se pudo actualizar el rol del usuario con ID ${id}.`,
} as const;
