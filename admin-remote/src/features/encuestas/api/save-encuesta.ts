import type { Encuesta, EncuestaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** POST /api/encuestas (titulo, descripcion?, opciones), or with an `id` PUT /api/encuestas/:id with the same payload: the saved survey. */
export async function saveEncuesta(id: number | undefined, input: EncuestaInput): Promise<Encuesta> {
  const { data } = id === undefined ? await api.post<Encuesta>('/encuestas', input) : await api.put<Encuesta>(`/encuestas/${id}`, input);
  return data;
}
