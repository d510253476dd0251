import type { Evento } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { EVENTOS_MSG } from './messages';

/** GET /api/eventos/all: every event, in agenda order. */
export const getEventos = (signal?: AbortSignal): Promise<Evento[]> =>
  request(() => api.get<Evento[]>('/eventos/all', { signal }), { fallback: EVENTOS_MSG.cargar });

export const eventosQuery = queryOptions({ queryKey: ['eventos'], queryFn: ({ signal }) => getEventos(signal) });

export const useEventos = () => useQuery(eventosQuery);
