import { loaderGet } from '@plataforma/shared-auth';
import type { Evento } from '@plataforma/contracts';

/** GET /api/eventos/all: every event, in agenda order. */
export const getEventos = (context: unknown, signal: AbortSignal) => loaderGet<Evento[]>(context, '/eventos/all', { signal });
