import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What an admin screen shows of a query: the loading line during every load, a reload of cached data
 * included (so a list being replaced is never shown), and the failure's Spanish message once the load
 * has settled.
 */
export const loadState = <T>(query: UseQueryResult<T, Error>) => ({
  data: query.data,
  loading: query.isFetching,
  error: query.isFetching ? null : (query.error?.message ?? null),
});
