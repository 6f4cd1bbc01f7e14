import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { adminWithdrawRequest, payWithdrawalRequest } from '@schemas/admin';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';

/** The admin's withdraw modal: positive, at most 2 decimals, not above the current balance. */
export function adminWithdrawForm(balancePaise: number) {
  return z
    .object({
      amount: z.preprocess(
        (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
        adminWithdrawRequest.shape.amount,
      ),
    })
    .refine((input) => input.amount <= balancePaise, { error: t('wallet.insufficientBalance'), path: ['amount'] });
}
export type AdminWithdrawFormInput = z.input<ReturnType<typeof adminWithdrawForm>>;

/** Paid by hand, the reference is required (the request's own field, made mandatory: docs/payouts.md#modes). */
export const markPaidForm = z.object({ reference: payWithdrawalRequest.shape.reference.unwrap() });

export const adminWithdrawMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'wallet', 'withdraw'],
    mutationFn: (amount: number) => callApi('adminWithdraw', { body: { amount } }),
    // The answer is the updated wallet: shown at once (the api client has refreshed what it names meanwhile).
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.admin.wallet(), answer.data);
    },
  });

/** Settling a withdrawal changes the queue and the admin figures: the answer names the platform. */
export const payWithdrawalMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'withdrawals', 'pay'],
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      callApi('payWithdrawal', { params: { id }, body: { reference } }),
  });

/**
 * Approve with a payout provider (config payouts.mode razorpayx or sandbox): no reference, the server sends the
 * payout and the UTR comes back from the provider (docs/payouts.md#policy).
 */
export const approveWithdrawalMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'withdrawals', 'approve'],
    mutationFn: (id: string) => callApi('payWithdrawal', { params: { id }, body: {} }),
  });

export const rejectWithdrawalMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'withdrawals', 'reject'],
    mutationFn: (id: string) => callApi('rejectWithdrawal', { params: { id }, body: {} }),
  });
