import { api } from '@plataforma/shared-auth/api';

/** 'Restaurar' or 'Ocultar' (the action's intents): POST /api/moderacion/comentarios/:id/<decision>, the server's confirmation. */
export async function decidir(id: number, decision: 'restaurar' | 'ocultar'): Promise<string> {
  const { data } = await api.post<{ message: string }>(`/moderacion/comentarios/${id}/${decision}`);
  return data.message;
}
