import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import {
  queryKeys,
  type AdminCampaignFilters,
  type AdminTransactionFilters,
  type AdminUserFilters,
} from '@web/lib/query-keys';
import { localTzOffset } from './transactions-csv';

/** Rows per page on the admin lists ('Load more' fetches the next page). */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The dashboard's four calls toast with one text (lib/query-client.ts). Getters, here and in the lists' meta: read
 * when a call fails, in the reader's language (never when this module loads).
 */
const dashboardMeta = {
  get errorMessage() {
    return t('admin.dashboardFailedToast');
  },
};

/** The six platform figures of the dashboard cards. */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: async ({ signal }) => (await callApi('adminStats', { signal })).data,
    meta: dashboardMeta,
  });

/** The newest few rows of a list, for the dashboard (kept apart from the paged lists' cache entries). */
export const recentUsersQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.usersAll, 'recent', count] as const,
    queryFn: async ({ signal }) => (await callApi('adminUsers', { query: { limit: count }, signal })).data.users,
    meta: dashboardMeta,
  });

export const recentCampaignsQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.campaignsAll, 'recent', count] as const,
    queryFn: async ({ signal }) =>
      (await callApi('adminCampaigns', { query: { limit: count }, signal })).data.campaigns,
    meta: dashboardMeta,
  });

export const recentTransactionsQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.transactionsAll, 'recent', count] as const,
    queryFn: async ({ signal }) =>
      (await callApi('adminTransactions', { query: { limit: count }, signal })).data.transactions,
    meta: dashboardMeta,
  });

const cursorOf = (pageParam: string | null) => (pageParam ? { cursor: pageParam } : {});

/** People, newest first, a page at a time, filtered by role and a piece of name or email. */
export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.users(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('adminUsers', { query: { ...filters, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) }, signal }))
        .data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: {
      get errorMessage() {
        return t('admin.usersFailed');
      },
    },
  });

/** Every live campaign, newest first, a page at a time. */
export const adminCampaignsQuery = (filters: AdminCampaignFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.campaigns(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminCampaigns', {
          query: { ...filters, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: {
      get errorMessage() {
        return t('admin.campaignsFailed');
      },
    },
  });

/**
 * Ledger transactions, newest first, a page at a time, by type and date range. Dates are the days the admin sees, so
 * a range tells the server this browser's offset from UTC.
 */
export const adminTransactionsQuery = (filters: AdminTransactionFilters) => {
  const query = filters.from || filters.to ? { ...filters, tzOffset: localTzOffset() } : filters;
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.transactions(query),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminTransactions', {
          query: { ...query, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: {
      get errorMessage() {
        return t('admin.transactionsFailed');
      },
    },
  });
};
