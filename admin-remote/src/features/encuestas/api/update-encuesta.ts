import type { Encuesta, EncuestaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { ENCUESTAS_MSG } from './messages';

/** PUT /api/encuestas/:id with the create payload; the answer is the updated survey. */
export const updateEncuesta = (id: number, input: EncuestaInput): Promise<Encuesta> =>
  request(() => api.put<Encuesta>(`/encuestas/${id}`, input), { fallback: ENCUESTAS_MSG.actualizar });
