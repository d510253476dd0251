import { loaderGet } from '@plataforma/shared-auth';
import type { Encuesta } from '@plataforma/contracts';

/** GET /api/encuestas/all: every survey, newest first. */
export const getEncuestas = (context: unknown, signal: AbortSignal) => loaderGet<Encuesta[]>(context, '/encuestas/all', { signal });
