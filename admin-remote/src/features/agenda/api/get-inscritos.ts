import type { Inscrito } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** GET /api/eventos/:id/inscripciones: its registrants, in sign-up order. */
export const getInscritos = (context: unknown, id: string, signal: AbortSignal) => loaderGet<Inscrito[]>(context, `/eventos/${id}/inscripciones`, { signal });

/** The CSV download of the same list ('Exportar CSV'), without `/api`. */
export const inscritosCsvPath = (id: number) => `/eventos/${id}/inscripciones?format=csv`;
