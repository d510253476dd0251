/** POST /eventos/{id}/inscripcion ('Asistiré'), no body. */
export async function inscribirme(id: number): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.post(`/eventos/${id}/inscripcion`);
}

/** DELETE /eventos/{id}/inscripcion ('Cancelar inscripción'). */
export async function cancelarInscripcion(id: number): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.delete(`/eventos/${id}/inscripcion`);
}
