import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Which of `ids` (the campaigns on screen: a discover page, a detail) the signed-in clipper joined: the
 * server answers those of them that are in their joined list, never the whole list.
 */
export const joinedMarksQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.campaigns.joinedAmong(ids),
    queryFn: async ({ signal }) => {
      const { campaigns } = await callApi('joinedCampaigns', { query: { ids: ids.join(',') }, signal });
      return campaigns.map((c) => c._id);
    },
  });
