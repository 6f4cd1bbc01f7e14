import { queryOptions } from '@tanstack/react-query';
import { SERIES_DAYS } from '@schemas/series';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The creator dashboard's charts: spend and views per day and per campaign, and the budget's burn. */
export const creatorSeriesQuery = (days: number = SERIES_DAYS.default) =>
  queryOptions({
    queryKey: queryKeys.dashboard.creatorSeries(days),
    queryFn: async ({ signal }) => (await callApi('creatorSeries', { query: { days }, signal })).data,
  });
