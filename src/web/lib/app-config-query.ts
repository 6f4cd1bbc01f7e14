import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The server's settings the screens follow: the payment key and checkout script (top-ups), how withdrawals are paid
 * with their minimum, and whether an email must be verified before money moves. Fixed for the server's lifetime.
 */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => callApi('config', { signal }),
    staleTime: Infinity,
  });
