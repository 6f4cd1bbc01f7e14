import { mutationOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * A new verification link for the signed-in person's address (docs/accounts.md#verified-email): 202 with the
 * server's message, 409 when the address is verified already. Settings and the wallets' reminder both offer it.
 */
export const resendVerificationMutation = () =>
  mutationOptions({ mutationKey: ['account', 'resend-verification'], mutationFn: () => callApi('resendVerification') });
