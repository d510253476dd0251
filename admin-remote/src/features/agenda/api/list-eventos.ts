import type { Evento } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { request } from '../../../lib/request';
import { EVENTOS_MSG } from './messages';

/** GET /api/eventos/all: every event, in agenda order. */
export const listEventos = (): Promise<Evento[]> =>
  request(() => api.get<Evento[]>('/eventos/all'), { fallback: EVENTOS_MSG.cargar });
