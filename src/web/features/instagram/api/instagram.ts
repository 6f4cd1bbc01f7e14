import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LinkInstagramRequest } from '@schemas/instagram';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * The clipper's Instagram link (docs/trust.md#instagram). Its writes name no change tags (the server keeps the link
 * outside the change feed), so the mutations refresh the account's query themselves.
 */

/** The linked account, if any, and where Instagram answers from ('off': the card is hidden). */
export const instagramAccountQuery = () =>
  queryOptions({
    queryKey: queryKeys.instagram(),
    queryFn: ({ signal }) => callApi('instagramAccount', { signal }),
  });

/** Asks for Instagram's authorize address (with a state bound to the clipper); the caller sends the browser there. */
export const startInstagramLinkMutation = () =>
  mutationOptions({
    mutationKey: ['instagram', 'authorize'],
    mutationFn: () => callApi('startInstagramLink'),
  });

/** Links the account Instagram's code names, with the state it came back with. */
export const linkInstagramMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['instagram', 'link'],
    mutationFn: (body: LinkInstagramRequest) => callApi('linkInstagram', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.instagram() }),
  });

export const unlinkInstagramMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['instagram', 'unlink'],
    mutationFn: () => callApi('unlinkInstagram'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.instagram() }),
  });
