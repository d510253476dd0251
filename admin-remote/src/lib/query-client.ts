import { QueryClient } from '@tanstack/react-query';

/**
 * The admin remote's QueryClient (one per AdminApp, one per test render). Reads are not retried: the
 * HTTP client already sends a request that got no answer once more. Nothing refetches on window focus
 * or reconnect: a list changes only when a screen loads it or by the list rules of a mutation.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
