import type { Encuesta } from '@plataforma/contracts';
import { read } from '../../../lib/read';

/** GET /api/encuestas/all: every survey, newest first. */
export const getEncuestas = (context: unknown, signal: AbortSignal) => read<Encuesta[]>(context, '/encuestas/all', { signal });
