import type { Stats } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const STATS_ERROR = 'No se pudieron cargar las estadísticas.';

/** GET /api/stats: the counters of 'Resumen del Sistema'. */
export const getStats = (signal?: AbortSignal) => request(() => api.get<Stats>('/stats', { signal }), { fallback: STATS_ERROR });

export const statsQuery = queryOptions({ queryKey: ['stats'], queryFn: ({ signal }) => getStats(signal) });

export const useStats = () => useQuery(statsQuery);
