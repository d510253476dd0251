/** POST /encuestas/{id}/votar/{opcion}, no body. */
export async function votar(id: number, opcion: string): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.post(`/encuestas/${id}/votar/${encodeURIComponent(opcion)}`);
}
