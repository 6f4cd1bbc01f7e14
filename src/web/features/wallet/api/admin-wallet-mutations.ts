import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { adminWithdrawRequest, payWithdrawalRequest } from '@schemas/admin';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const INSUFFICIENT_BALANCE = 'Insufficient balance for withdrawal';

/** The admin's withdraw modal: positive, at most 2 decimals, not above the current balance. */
export function adminWithdrawForm(balancePaise: number) {
  return z
    .object({
      amount: z.preprocess(
        (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
        adminWithdrawRequest.shape.amount,
      ),
    })
    .refine((input) => input.amount <= balancePaise, { error: INSUFFICIENT_BALANCE, path: ['amount'] });
}
export type AdminWithdrawFormInput = z.input<ReturnType<typeof adminWithdrawForm>>;

export const markPaidForm = payWithdrawalRequest;

/** Money left the platform's accounts: the admin wallet, stats and transaction list change. */
function refreshAdminMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.wallet() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.transactionsAll }),
  ]);
}

export const adminWithdrawMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'wallet', 'withdraw'],
    mutationFn: (amount: number) => callApi('adminWithdraw', { body: { amount } }),
    // The answer is the updated wallet: show it at once, then refresh the rest.
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.admin.wallet(), answer.data);
      return refreshAdminMoney(queryClient);
    },
  });

/** Settling a withdrawal changes the queue, the admin figures and (a rejection) a clipper's wallet. */
function refreshQueue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawalsAll }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.usersAll }),
    refreshAdminMoney(queryClient),
  ]);
}

export const payWithdrawalMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'withdrawals', 'pay'],
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      callApi('payWithdrawal', { params: { id }, body: { reference } }),
    onSuccess: () => refreshQueue(queryClient),
  });

export const rejectWithdrawalMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'withdrawals', 'reject'],
    mutationFn: (id: string) => callApi('rejectWithdrawal', { params: { id }, body: {} }),
    onSuccess: () => refreshQueue(queryClient),
  });
