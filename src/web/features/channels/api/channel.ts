import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LinkChannelRequest } from '@schemas/channel';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The clipper's verification code and linked channel (the server makes the code on the first read). */
export const clipperChannelQuery = () =>
  queryOptions({
    queryKey: queryKeys.channel(),
    queryFn: async ({ signal }) => (await callApi('clipperChannel', { signal })).channel,
  });

/** Verifies and links a channel; the answer is the channel as now linked, so the card shows it at once. */
export const linkChannelMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['channel', 'link'],
    mutationFn: (body: LinkChannelRequest) => callApi('linkChannel', { body }),
    onSuccess: ({ channel }) => queryClient.setQueryData(queryKeys.channel(), channel),
  });
