import type { Evento } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** GET /api/eventos/:id: the event whose registrants the screen lists. */
export const getEvento = (context: unknown, id: string, signal: AbortSignal) => loaderGet<Evento>(context, `/eventos/${id}`, { signal });
