import type { Encuesta, EncuestaInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { ENCUESTAS_MSG } from './messages';

/** POST /api/encuestas (titulo, descripcion?, opciones). */
export const createEncuesta = (input: EncuestaInput): Promise<Encuesta> =>
  request(() => api.post<Encuesta>('/encuestas', input), { fallback: ENCUESTAS_MSG.crear });
