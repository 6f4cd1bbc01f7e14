import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { withdrawRequest, type WithdrawRequest } from '@schemas/wallet';
import { callApi } from '@web/lib/api-client';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** The server's own refusal of a smaller amount, word for word (docs/payouts.md#modes). */
export const minimumWithdrawalMessage = (minPaise: number) =>
  t('wallet.minimumWithdrawal', { minimum: formatRupees(minPaise) });

const rupeesText = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/**
 * The clipper's withdraw form (docs/product.md#validation): the request's own rules and messages, at least the
 * server's minimum (GET /api/config), and not above what can be withdrawn now (the server refuses both too, with the
 * same messages).
 */
export function withdrawForm(availablePaise: number, minPaise: number) {
  // On the field, not the form: the minimum shows beside a UPI ID error rather than waiting for it to be fixed.
  const amount = withdrawRequest.shape.amount.refine((paise) => paise >= minPaise, {
    error: minimumWithdrawalMessage(minPaise),
  });
  return withdrawRequest
    .extend({ amount: z.preprocess(rupeesText, amount) })
    .refine((input) => input.amount <= availablePaise, { error: t('wallet.amountExceedsBalance'), path: ['amount'] });
}
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawForm>>;

/** Asks whose UPI ID this is before sending (docs/payouts.md#upi-ids); the answer names it when the provider can. */
export const validateUpiIdMutation = () =>
  mutationOptions({
    mutationKey: ['wallet', 'upi-ids', 'validate'],
    mutationFn: (upiId: string) => callApi('validateUpiId', { body: { upiId } }),
  });

/** A request holds money: the clipper wallet and dashboard balance change (the answer names them). */
export const withdrawMutation = () =>
  mutationOptions({
    mutationKey: ['wallet', 'withdraw'],
    mutationFn: (body: WithdrawRequest) => callApi('withdraw', { body }),
  });
