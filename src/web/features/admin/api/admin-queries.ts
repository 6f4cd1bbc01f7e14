import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import {
  queryKeys,
  type AdminCampaignFilters,
  type AdminTransactionFilters,
  type AdminUserFilters,
} from '@web/lib/query-keys';

/** Rows per page on the admin lists ('Load more' fetches the next page). */
export const ADMIN_PAGE_SIZE = 25;

/** The six platform figures of the dashboard cards. */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: async ({ signal }) => (await callApi('adminStats', { signal })).data,
  });

/** The newest few rows of a list, for the dashboard (kept apart from the paged lists' cache entries). */
export const recentUsersQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.usersAll, 'recent', count] as const,
    queryFn: async ({ signal }) => (await callApi('adminUsers', { query: { limit: count }, signal })).data.users,
  });

export const recentCampaignsQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.campaignsAll, 'recent', count] as const,
    queryFn: async ({ signal }) =>
      (await callApi('adminCampaigns', { query: { limit: count }, signal })).data.campaigns,
  });

export const recentTransactionsQuery = (count: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.transactionsAll, 'recent', count] as const,
    queryFn: async ({ signal }) =>
      (await callApi('adminTransactions', { query: { limit: count }, signal })).data.transactions,
  });

const cursorOf = (pageParam: string | null) => (pageParam ? { cursor: pageParam } : {});

/** People, newest first, a page at a time, filtered by role and a piece of name or email. */
export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.users(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('adminUsers', { query: { ...filters, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) }, signal })).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Every live campaign, newest first, a page at a time. */
export const adminCampaignsQuery = (filters: AdminCampaignFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.campaigns(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('adminCampaigns', { query: { ...filters, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) }, signal }))
        .data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Ledger transactions, newest first, a page at a time, by type and date range. */
export const adminTransactionsQuery = (filters: AdminTransactionFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.transactions(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminTransactions', {
          query: { ...filters, limit: ADMIN_PAGE_SIZE, ...cursorOf(pageParam) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
