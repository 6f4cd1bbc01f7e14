import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** One per app (and one per test). A refused call (4xx) is not retried: asking again gives the same answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}
