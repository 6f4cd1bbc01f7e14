import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The clippers the creator blocked, newest first (docs/product.md#blocking). */
export const creatorBlocksQuery = () =>
  queryOptions({
    queryKey: queryKeys.blocks(),
    queryFn: async ({ signal }) => (await callApi('creatorBlocks', { signal })).blocks,
  });

/** A block and its lifting: their answers name the list they change (blocks:<creator>), which the api client refreshes. */
export const blockClipperMutation = () =>
  mutationOptions({
    mutationKey: ['blocks', 'block'],
    mutationFn: (body: { clipperId: string; reason: string }) => callApi('blockClipper', { body }),
  });

export const unblockClipperMutation = () =>
  mutationOptions({
    mutationKey: ['blocks', 'unblock'],
    mutationFn: (clipperId: string) => callApi('unblockClipper', { params: { id: clipperId } }),
  });
