import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Every creator's blocks of clippers, newest first (docs/product.md#blocking). */
export const adminBlocksQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.admin.all, 'blocks'] as const,
    queryFn: async ({ signal }) => (await callApi('adminBlocks', { signal })).blocks,
  });
