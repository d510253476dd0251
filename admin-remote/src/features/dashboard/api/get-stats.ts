import type { Stats } from '@plataforma/contracts';
import { read } from '../../../lib/read';

export const STATS_ERROR = 'No se pudieron cargar las estadísticas.';

/** GET /api/stats: the counters of 'Resumen del Sistema'. */
export const getStats = (context: unknown, signal: AbortSignal) => read<Stats>(context, '/stats', { signal });
