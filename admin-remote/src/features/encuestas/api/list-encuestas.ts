import type { Encuesta } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { ENCUESTAS_MSG } from './messages';

/** GET /api/encuestas/all: every survey, newest first. */
export const listEncuestas = (): Promise<Encuesta[]> =>
  request(() => api.get<Encuesta[]>('/encuestas/all'), { fallback: ENCUESTAS_MSG.cargar });
