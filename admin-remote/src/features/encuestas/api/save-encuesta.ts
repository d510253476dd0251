import type { Encuesta, EncuestaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useSaveToList } from '../../../lib/list-cache';
import { request } from '../../../lib/request';
import { encuestasQuery } from './get-encuestas';
import { ENCUESTAS_MSG } from './messages';

/** POST /api/encuestas (titulo, descripcion?, opciones). */
export const createEncuesta = (input: EncuestaInput): Promise<Encuesta> =>
  request(() => api.post<Encuesta>('/encuestas', input), { fallback: ENCUESTAS_MSG.crear });

/** PUT /api/encuestas/:id with the create payload; the answer is the updated survey. */
export const updateEncuesta = (id: number, input: EncuestaInput): Promise<Encuesta> =>
  request(() => api.put<Encuesta>(`/encuestas/${id}`, input), { fallback: ENCUESTAS_MSG.actualizar });

/** Creates (no `encuesta`) or updates one, then applies the list rules to the cached list. */
export const useSaveEncuesta = (encuesta?: Encuesta) => useSaveToList(encuestasQuery.queryKey, encuesta, createEncuesta, updateEncuesta);
