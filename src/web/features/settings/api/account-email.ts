import { mutationOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { changeEmailRequest } from '@schemas/accounts';
import { callApi } from '@web/lib/api-client';

/** The signed-in person's address (docs/accounts.md#verified-email): a new link, or a new address to verify. */
export const resendVerificationMutation = () =>
  mutationOptions({ mutationKey: ['account', 'resend-verification'], mutationFn: () => callApi('resendVerification') });

export const changeEmailMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'change-email'],
    mutationFn: (body: z.input<typeof changeEmailRequest>) => callApi('changeEmail', { body }),
  });
