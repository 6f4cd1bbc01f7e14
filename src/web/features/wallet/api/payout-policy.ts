import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { updatePayoutPolicyRequest } from '@schemas/payouts';
import type { ResponseOf } from '@schemas/routes';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const rupeesText = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/** Admin > Payouts' policy form: the limit typed in rupees (held as paise), with the request's own messages. */
export const payoutPolicyForm = updatePayoutPolicyRequest.extend({
  autoLimit: z.preprocess(rupeesText, updatePayoutPolicyRequest.shape.autoLimit),
});
export type PayoutPolicyFormInput = z.input<typeof payoutPolicyForm>;
export type PayoutPolicyInput = z.output<typeof payoutPolicyForm>;

type PayoutsOverview = ResponseOf<'adminPayouts'>['data'];

/**
 * The answer is the saved policy: shown at once, whatever else the write names (a resume also moves the paused
 * withdrawals, which the api client refreshes from the answer's tags).
 */
export const updatePayoutPolicyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'payouts', 'policy'],
    mutationFn: (body: PayoutPolicyInput) => callApi('updatePayoutPolicy', { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<PayoutsOverview>(queryKeys.admin.payouts(), (overview) =>
        overview ? { ...overview, policy: answer.policy } : overview,
      );
    },
  });
