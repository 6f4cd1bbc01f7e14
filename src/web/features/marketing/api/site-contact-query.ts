import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The contact details the server is configured with (each null when unset); they change only with a restart. */
export const siteContactQuery = () =>
  queryOptions({
    queryKey: queryKeys.site.contact(),
    queryFn: async ({ signal }) => (await callApi('siteContact', { signal })).contact,
    staleTime: Infinity,
  });
