import { queryOptions } from '@tanstack/react-query';
import { SERIES_DAYS } from '@schemas/series';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The clipper dashboard's charts: net earnings per day and views per clip over the last `days` days. */
export const userSeriesQuery = (days: number = SERIES_DAYS.default) =>
  queryOptions({
    queryKey: queryKeys.dashboard.userSeries(days),
    queryFn: async ({ signal }) => (await callApi('userSeries', { query: { days }, signal })).data,
  });
