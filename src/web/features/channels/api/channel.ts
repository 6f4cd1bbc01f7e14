import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LinkChannelRequest, LinkChannelWithGoogleRequest } from '@schemas/channel';
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

/**
 * Asks for Google's consent page (with a state bound to the clipper, docs/trust.md#google-sign-in); the caller sends
 * the browser there.
 */
export const startGoogleLinkMutation = () =>
  mutationOptions({
    mutationKey: ['channel', 'google', 'authorize'],
    mutationFn: () => callApi('startGoogleLink'),
  });

/** Links the channel of the Google account that signed in, with the code and state Google sent back. */
export const linkChannelWithGoogleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['channel', 'google', 'link'],
    mutationFn: (body: LinkChannelWithGoogleRequest) => callApi('linkChannelWithGoogle', { body }),
    onSuccess: ({ channel }) => queryClient.setQueryData(queryKeys.channel(), channel),
  });
