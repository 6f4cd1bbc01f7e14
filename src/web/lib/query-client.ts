import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { errorMessage, isApiError } from './api-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A failed load of this query is toasted here, once per failure: the server's message, else this text. */
      errorMessage?: string;
    };
  }
}

/**
 * One per app (and one per test, which may turn retries off). A refused call (4xx) is not retried: asking again gives
 * the same answer. Toasts for failed loads come from one place, the cache's onError, for the queries whose `meta`
 * asks for one (screens do not toast their own load failures).
 */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorMessage;
        if (fallback) notify(errorMessage(error, fallback), 'error');
      },
    }),
    defaultOptions: {
      ...defaults,
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
        ...defaults.queries,
      },
    },
  });
}
