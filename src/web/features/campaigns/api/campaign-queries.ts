import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys, type DiscoverFilters } from '@web/lib/query-keys';

/** Active campaigns matching Discover's search, in its sort (newest first by default), a page (the server's 50) at a time. */
export const campaignListQuery = (filters: DiscoverFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi('listCampaigns', { query: pageParam ? { ...filters, cursor: pageParam } : filters, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A campaign's participants after the detail's first page, earliest joiner first, page after page. */
export const campaignParticipantsQuery = (id: string, after: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.participants(id, after),
    queryFn: ({ pageParam, signal }) =>
      callApi('campaignParticipants', { params: { id }, query: { cursor: pageParam }, signal }),
    initialPageParam: after,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The participants with their emails, from the first: only the campaign's creator and admins may read it. */
export const participantContactsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.contacts(id),
    queryFn: ({ pageParam, signal }) =>
      callApi('participantContacts', { params: { id }, query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
