import { queryOptions } from '@tanstack/react-query';
import { SERIES_DAYS } from '@schemas/series';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin dashboard's chart: money in, payouts and fees per day over the last `days` days. */
export const adminSeriesQuery = (days: number = SERIES_DAYS.default) =>
  queryOptions({
    queryKey: queryKeys.admin.series(days),
    queryFn: async ({ signal }) => (await callApi('adminSeries', { query: { days }, signal })).data,
  });
