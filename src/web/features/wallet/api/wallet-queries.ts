import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys, type AdminWithdrawalFilters } from '@web/lib/query-keys';

/** Available Balance, Total Spent, Pending Payouts and the creator's wallet history. */
export const creatorWalletQuery = () =>
  queryOptions({
    queryKey: queryKeys.wallet.creator(),
    queryFn: async ({ signal }) => (await callApi('creatorWallet', { signal })).data,
  });

/** Total Earnings, Pending Earnings, Available to Withdraw, withdrawal requests and history. */
export const clipperWalletQuery = () =>
  queryOptions({
    queryKey: queryKeys.wallet.clipper(),
    queryFn: async ({ signal }) => (await callApi('clipperWallet', { signal })).data,
  });

/** The clipper's saved UPI IDs, most recently used first: offered in the withdraw form so they need not retype one. */
export const savedUpiIdsQuery = () =>
  queryOptions({
    queryKey: queryKeys.wallet.upiIds(),
    queryFn: async ({ signal }) => (await callApi('savedUpiIds', { signal })).upiIds,
  });

/** Admin > Payouts' message when it cannot load (a function: read in the reader's language when shown). */
export const payoutsLoadFailed = () => t('wallet.payoutsFailed');
/** Admin > Payouts: the mode, the policy, counts by status, and the payouts in flight or failed. */
export const adminPayoutsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.payouts(),
    queryFn: async ({ signal }) => (await callApi('adminPayouts', { signal })).data,
    meta: { errorMessage: payoutsLoadFailed() },
  });

/** The platform fee balance and its history (a failed load toasts: lib/query-client.ts). */
export const adminWalletQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.wallet(),
    queryFn: async ({ signal }) => (await callApi('adminWallet', { signal })).data,
    meta: { errorMessage: t('wallet.adminWalletToast') },
  });

export const WITHDRAWALS_PAGE_SIZE = 25;
/** The withdrawal queue's message when it cannot load (a function: read in the reader's language when shown). */
export const withdrawalsLoadFailed = () => t('wallet.withdrawalsFailed');
/** Clipper withdrawal requests, newest first, a page at a time, optionally one status. */
export const adminWithdrawalsQuery = (filters: AdminWithdrawalFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.withdrawals(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminWithdrawals', {
          query: { ...filters, limit: WITHDRAWALS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: { errorMessage: withdrawalsLoadFailed() },
  });
