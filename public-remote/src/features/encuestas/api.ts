import type { MisVotos } from '@plataforma/contracts';
import { loaderGet, sessionUser } from '@plataforma/shared-auth';

/** POST /encuestas/{id}/votar/{opcion}, no body. */
export async function votar(id: number, opcion: string): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.post(`/encuestas/${id}/votar/${encodeURIComponent(opcion)}`);
}

/**
 * GET /encuestas/mis-votos: the signed-in member's choice in each survey ('Tu voto'), once the session
 * is known; none for a visitor. Only a mark beside the results: when it cannot be read there is none.
 */
export async function misVotos(context: unknown): Promise<MisVotos> {
  if (!(await sessionUser())) return {};
  try {
    return await loaderGet<MisVotos>(context, '/encuestas/mis-votos');
  } catch {
    return {};
  }
}
