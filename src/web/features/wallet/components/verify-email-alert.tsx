import { Alert, Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { appConfigQuery } from '../api/wallet-queries';

export const RESEND_LINK_FAILED = 'The link could not be sent. Please try again.';

/**
 * While email verification is required and the person has not verified (docs/accounts.md#verified-email), money
 * does not move: the wallet says so before they try, with a way to get a new link.
 */
export function VerifyEmailAlert() {
  const { user } = useSession();
  const config = useQuery(appConfigQuery());
  const resend = useMutation({ mutationFn: () => callApi('resendVerification') });
  if (!user || user.emailVerified || config.data?.accounts.emailVerification !== 'required') return null;
  return (
    <Alert color="orange" title="Verify your email to move money">
      We sent a link to {user.email}. Open it to top up or withdraw.{' '}
      <Button
        variant="subtle"
        size="compact-sm"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (answer) => notify(answer.message, 'success'),
            onError: (error) => notify(errorMessage(error, RESEND_LINK_FAILED), 'error'),
          })
        }
      >
        Send a new link
      </Button>
    </Alert>
  );
}
