import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One clip's measurements, oldest first: what YouTube counted at submission and at each refresh since. */
export const clipMeasurementsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.clips.measurements(id),
    queryFn: async ({ signal }) => (await callApi('clipMeasurements', { params: { id }, signal })).measurements,
  });
