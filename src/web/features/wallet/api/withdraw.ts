import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { withdrawRequest, type WithdrawRequest } from '@schemas/wallet';
import { callApi } from '@web/lib/api-client';

export const AMOUNT_EXCEEDS_BALANCE = 'Amount exceeds available balance';

const rupeesText = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/**
 * The clipper's withdraw form (docs/product.md#validation): the request's own rules and messages, plus the
 * amount not above what can be withdrawn now (the server refuses that too, with the same message).
 */
export function withdrawForm(availablePaise: number) {
  return withdrawRequest
    .extend({ amount: z.preprocess(rupeesText, withdrawRequest.shape.amount) })
    .refine((input) => input.amount <= availablePaise, { error: AMOUNT_EXCEEDS_BALANCE, path: ['amount'] });
}
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawForm>>;

/** A request holds money: the clipper wallet and dashboard balance change (the answer names them). */
export const withdrawMutation = () =>
  mutationOptions({
    mutationKey: ['wallet', 'withdraw'],
    mutationFn: (body: WithdrawRequest) => callApi('withdraw', { body }),
  });
