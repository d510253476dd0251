import type { Evento } from '@plataforma/contracts';
import { read } from '../../../lib/read';

/** GET /api/eventos/all: every event, in agenda order. */
export const getEventos = (context: unknown, signal: AbortSignal) => read<Evento[]>(context, '/eventos/all', { signal });
