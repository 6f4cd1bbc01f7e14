import { mutationOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type {
  acceptInvitationRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@schemas/accounts';
import { callApi } from '@web/lib/api-client';

/** The emailed links' calls (docs/accounts.md#links); each answers `{ message }`, an invitation a session. */
export const forgotPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body: z.input<typeof forgotPasswordRequest>) => callApi('forgotPassword', { body }),
  });

export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body: z.input<typeof resetPasswordRequest>) => callApi('resetPassword', { body }),
  });

export const verifyEmailMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: (body: z.input<typeof verifyEmailRequest>) => callApi('verifyEmail', { body }),
  });

export const acceptInvitationMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'accept-invitation'],
    mutationFn: (body: z.input<typeof acceptInvitationRequest>) => callApi('acceptInvitation', { body }),
  });
