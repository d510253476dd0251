import type { Encuesta } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ENCUESTAS_MSG } from './messages';

/** GET /api/encuestas/all: every survey, newest first. */
export const getEncuestas = (signal?: AbortSignal): Promise<Encuesta[]> =>
  request(() => api.get<Encuesta[]>('/encuestas/all', { signal }), { fallback: ENCUESTAS_MSG.cargar });

export const encuestasQuery = queryOptions({ queryKey: ['encuestas'], queryFn: ({ signal }) => getEncuestas(signal) });

export const useEncuestas = () => useQuery(encuestasQuery);
