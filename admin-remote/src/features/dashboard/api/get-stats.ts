import type { Stats } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useEffect, useState } from 'react';
import { request } from '../../../lib/request';

export const STATS_ERROR = 'No se pudieron cargar las estadísticas.';

/** GET /api/stats: the counters of 'Resumen del Sistema'. */
export const getStats = () => request(() => api.get<Stats>('/stats'), { fallback: STATS_ERROR });

/** Loads the stats once per mount. */
export function useStats() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getStats()
      .then((value) => current && setStats(value))
      .catch((failure: Error) => current && setError(failure.message))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  return { stats, loading, error };
}
