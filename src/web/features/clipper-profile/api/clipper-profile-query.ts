import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A clipper's public track record (docs/product.md#track-records). */
export const clipperProfileQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.clipperProfile(id),
    queryFn: async ({ signal }) => (await callApi('clipperProfile', { params: { id }, signal })).clipper,
  });
