import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { confirmSession } from '@web/lib/confirm-session';
import { errorMessage } from '@web/lib/api-error';
import { roleHome } from '@web/lib/role-home';
import { session, useSession } from '@web/lib/session';
import { verifyEmailMutation } from '../api/account-link-calls';
import { AuthCard } from './auth-card';

export const VERIFY_FAILED = 'The email could not be verified. Please try again.';

/** /verify-email?token=…: verifies the address the link was sent to, once, on opening (docs/accounts.md#verified-email). */
export function VerifyEmailPage() {
  const { token = '' } = useSearch({ strict: false }) as { token?: string };
  const verify = useMutation(verifyEmailMutation());
  const { mutate } = verify;
  const queryClient = useQueryClient();
  const { user } = useSession();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, though React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    mutate(
      { token },
      {
        onSuccess: () => {
          // What the screens show of the signed-in person (verified, a changed address) comes from the server again.
          confirmAgain();
          void queryClient.invalidateQueries();
        },
      },
    );
  }, [token, mutate, queryClient]);

  return (
    <AuthCard title="Verify your email">
      {verify.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {verify.data.message}
          </Alert>
          <Anchor component={Link} to={user ? roleHome(user.role) : '/login'} ta="center">
            {user ? 'Go to your dashboard' : 'Sign in'}
          </Anchor>
        </Stack>
      ) : verify.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, VERIFY_FAILED)}
        </Alert>
      ) : (
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text>Verifying your email…</Text>
        </Stack>
      )}
    </AuthCard>
  );
}

/** Reads the signed-in person again, so their `emailVerified` and address are the server's. */
function confirmAgain() {
  const { token, user } = session.get();
  if (!token || !user) return;
  session.restore({ token, user });
  void confirmSession();
}
