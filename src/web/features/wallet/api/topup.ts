import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { topupRequest } from '@schemas/wallet';
import { callApi } from '@web/lib/api-client';
import type { CheckoutResponse } from './checkout-script';

/** The Top Up Wallet form: rupees typed as text, held as paise, with the contract's message (topupRequest in schemas/wallet.ts). */
export const topupForm = z.object({
  amount: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
    topupRequest.shape.amount,
  ),
});
export type TopupFormInput = z.input<typeof topupForm>;

/** Creates the provider order for `amount` paise. */
export const createTopupOrder = (amount: number) => callApi('topup', { body: { amount } });

/** A verified top-up changes the creator's wallet and dashboard figures (the answer names them). */
export const verifyTopupMutation = () =>
  mutationOptions({
    mutationKey: ['wallet', 'verify'],
    mutationFn: (payment: CheckoutResponse) => callApi('verifyPayment', { body: payment }),
  });
