import { mutationOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { changeEmailRequest } from '@schemas/accounts';
import { callApi } from '@web/lib/api-client';

/**
 * A new address for the account (docs/accounts.md#verified-email), with the current password: the server sends it a
 * verification link, and the address replaces the old one only once that link is opened.
 */
export const changeEmailMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'change-email'],
    mutationFn: (body: z.input<typeof changeEmailRequest>) => callApi('changeEmail', { body }),
  });
