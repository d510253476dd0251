import { loaderGet } from '@plataforma/shared-auth';
import type { Stats } from '@plataforma/contracts';

export const STATS_ERROR = 'No se pudieron cargar las estadísticas.';

/** GET /api/stats: the counters of 'Resumen del Sistema'. */
export const getStats = (context: unknown, signal: AbortSignal) => loaderGet<Stats>(context, '/stats', { signal });
